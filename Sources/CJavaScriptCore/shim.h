// JavaScriptCore's C API (Debian: libjavascriptcoregtk-4.1-dev; macOS: the system framework).
// Include paths come from pkg-config `javascriptcoregtk-4.1`.
#include <JavaScriptCore/JavaScript.h>
