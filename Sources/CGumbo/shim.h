// The gumbo HTML5 parser (Debian: libgumbo-dev). Include paths come from pkg-config `gumbo`.
#include <gumbo.h>
