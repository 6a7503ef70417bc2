import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { logoMark } from "#domain/logo-mark.ts";
import { LogoMark } from "./logo.tsx";

test("the header's logo mark and the spec sheets' draw the same shapes", () => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <LogoMark label="Logo" /> }]);
  const svg = renderToStaticMarkup(<Stub />);
  const paths = [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
  expect(paths.sort()).toEqual([logoMark.sun.d, logoMark.leaves.d, ...logoMark.lines.d].sort());
  expect(svg).toContain(`r="${logoMark.disc.r}"`);
  for (const color of [logoMark.disc.fill, logoMark.disc.stroke, logoMark.sun.fill, logoMark.leaves.fill])
    expect(svg).toContain(color);
});
