/** The type that parks the boot module: not JavaScript, so the browser neither runs it nor fetches its imports. */
export const parkedModuleType = "text/x-deferred-module";
/** The type that parks the router's classic context scripts. */
export const parkedScriptType = "text/x-deferred-script";
