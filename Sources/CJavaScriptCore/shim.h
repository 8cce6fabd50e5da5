// JavaScriptCore's C API (Debian: libjavascriptcoregtk-4.1-dev; macOS: the system framework).
// Include paths come from pkg-config `javascriptcoregtk-4.1`.
#include <JavaScriptCore/JavaScript.h>

// Exported by libjavascriptcoregtk but declared only in the private header JSContextRefPrivate.h.
// The signatures match WebKit's Source/JavaScriptCore/API/JSContextRefPrivate.h.
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void* context);
JS_EXPORT void JSContextGroupSetExecutionTimeLimit(
    JSContextGroupRef group, double limit, JSShouldTerminateCallback callback, void* context);
JS_EXPORT void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);
JS_EXPORT void JSGlobalContextSetUnhandledRejectionCallback(
    JSGlobalContextRef ctx, JSObjectRef function, JSValueRef* exception);
JS_EXPORT JSStringRef JSContextCreateBacktrace(JSContextRef ctx, unsigned maxStackSize);
JS_EXPORT void JSSynchronousGarbageCollectForDebugging(JSContextRef ctx);
