// The classic script every pre-rendered page carries in its <head> (scripts/build/postbuild/defer-hydration.ts parks
// React Router's boot module, its module preloads and its context scripts; this puts them back). The build
// compiles it into a minified script of a few hundred bytes (scripts/build/postbuild/boot-script.ts).
import type { AfterFirstPaint } from "../lib/after-first-paint.ts";
import { parkedModuleType, parkedScriptType } from "./parked-types.ts";

// The function of app/lib/after-first-paint.ts, the one the pages' font script inlines too: the build binds
// this name to that source, so the logic has one copy.
declare const afterFirstPaint: AfterFirstPaint;

// Put back in document order, one a task: the router's context builds its stream (a burst of promise jobs) in
// a task of its own, apart from the module and its preloads. The module runs once its imports are in, after
// the context exists.
afterFirstPaint(() => {
  const parked = [
    ...document.querySelectorAll<HTMLScriptElement>(
      `script[type="${parkedScriptType}"],script[type="${parkedModuleType}"]`,
    ),
  ];
  const next = (): void => {
    const old = parked.shift();
    if (!old) return;
    const script = document.createElement("script");
    script.textContent = old.textContent;
    if (old.type === parkedModuleType) {
      script.type = "module";
      for (const href of (old.dataset.preload ?? "").split(" ").filter(Boolean))
        document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    }
    old.replaceWith(script);
    setTimeout(next);
  };
  next();
});
