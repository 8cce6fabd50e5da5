// gumbo 0.10.1 (Debian: libgumbo-dev), the optional reference of actionjs-bench's parser
// benchmarks. Built only when its header is installed (Package.swift); nothing else links it.
#include <gumbo.h>
