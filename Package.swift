// swift-tools-version:6.0
// actionjs: run a Safari Action/Share extension's JavaScript preprocessing file on Linux.
// No remote dependencies: the build must work offline with only the toolchain and one
// Debian package, JavaScriptCore (see Scripts/bootstrap.sh).
import Foundation
import PackageDescription

let package = Package(
  name: "actionjs",
  products: [
    .library(name: "DOM", targets: ["DOM"]),
    .library(name: "ActionExtension", targets: ["ActionExtension"]),
    .library(name: "ActionJSCLI", targets: ["ActionJSCLI"]),
    .executable(name: "actionjs", targets: ["actionjs"]),
    .library(name: "ExtensionBundles", targets: ["ExtensionBundles"]),
    .library(name: "ExtensionCompat", targets: ["ExtensionCompat"]),
    .library(name: "ExtensionValidation", targets: ["ExtensionValidation"]),
    .library(name: "HTMLParsing", targets: ["HTMLParsing"]),
    .library(name: "JSCore", targets: ["JSCore"]),
    .library(name: "PropertyList", targets: ["PropertyList"]),
    .library(name: "Diagnostics", targets: ["Diagnostics"]),
    .library(name: "SavedPages", targets: ["SavedPages"]),
    .library(name: "WebPlatform", targets: ["WebPlatform"]),
  ],
  targets: [
    // MARK: - System libraries (the only C in the package)
    .systemLibrary(
      name: "CJavaScriptCore",
      pkgConfig: "javascriptcoregtk-4.1",
      providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]
    ),

    // MARK: - Libraries
    .target(name: "DOM"),
    .target(name: "ExtensionBundles", dependencies: ["PropertyList", "Diagnostics"]),
    // What every diagnostic shares: one Severity, one SourceLocation.
    .target(name: "Diagnostics"),
    .target(
      name: "ActionExtension",
      dependencies: [
        "WebPlatform", "SavedPages", "HTMLParsing", "ExtensionBundles", "JSCore", "DOM",
        "Diagnostics",
      ]),
    .target(
      name: "ActionJSCLI",
      dependencies: [
        "ActionExtension", "ExtensionValidation", "SavedPages", "ExtensionBundles", "WebPlatform",
        "JSCore",
      ]),
    .target(
      name: "ExtensionCompat", dependencies: ["ActionExtension", "JSCore", "SavedPages"]),
    .target(
      name: "ExtensionValidation",
      dependencies: [
        "ActionExtension", "ExtensionBundles", "SavedPages", "WebPlatform", "JSCore", "DOM",
        "HTMLParsing", "Diagnostics",
      ]),
    .target(name: "HTMLParsing", dependencies: ["DOM"]),
    .target(name: "JSCore", dependencies: ["CJavaScriptCore", "PropertyList", "Diagnostics"]),
    // The property-list model, pure Swift: below JSCore, so that value-only users (saved
    // pages, bundles) do not import the JavaScript engine.
    .target(name: "PropertyList"),
    .target(name: "SavedPages", dependencies: ["HTMLParsing", "DOM", "PropertyList"]),
    .target(
      name: "WebPlatform", dependencies: ["JSCore", "DOM", "HTMLParsing"],
      // The Web IDL the generated bindings come from (Scripts/generate-bindings.py).
      exclude: ["Bindings/IDL"]),

    // MARK: - Examples (their request handlers compile; the rest of each example is data)
    .target(
      name: "Examples",
      dependencies: ["ActionExtension", "JSCore"],
      path: "Examples",
      exclude: ["README.md", "ci", "actionjs.json", "__snapshots__"]
        + ["BackgroundColor", "NoteTaker", "DraftWriter", "URLOnly"].flatMap { name in
          ["\(name)/\(name).appex", "\(name)/pages", "\(name)/expected"]
        }
    ),

    // MARK: - Tools
    .executableTarget(name: "actionjs", dependencies: ["ActionJSCLI"], path: "Sources/actionjs"),
    .executableTarget(
      name: "actionjs-bench",
      dependencies: ["DOM", "HTMLParsing"],
      path: "Benchmarks/actionjs-bench"
    ),
    .executableTarget(
      name: "actionjs-dombench",
      dependencies: ["DOM", "HTMLParsing", "JSCore", "WebPlatform"],
      path: "Benchmarks/actionjs-dombench"
    ),
    .executableTarget(
      name: "actionjs-soak",
      dependencies: ["ActionExtension", "JSCore", "SavedPages"],
      path: "Benchmarks/actionjs-soak"
    ),
    .executableTarget(
      name: "actionjs-jsbench",
      dependencies: ["JSCore"],
      path: "Benchmarks/actionjs-jsbench"
    ),

    // MARK: - Tests
    // HTMLParsing too: many DOM behaviours are easiest to test on parsed markup (the DOM
    // library itself stays parser-free).
    .testTarget(name: "DOMTests", dependencies: ["DOM", "HTMLParsing"], exclude: ["URL/Fixtures"]),
    .testTarget(name: "ExtensionBundleTests", dependencies: ["ExtensionBundles", "JSCore"]),
    .testTarget(
      name: "ActionExtensionTests",
      dependencies: ["ActionExtension", "WebPlatform", "SavedPages", "JSCore"],
      // Read by path (#filePath): the WebKit-differential fixtures and their recordings.
      exclude: ["WebKitDifferential/Fixtures", "Sweeps/Recordings"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "Examples", "ActionExtension", "JSCore", "SavedPages", "WebPlatform",
        "ExtensionValidation", "ActionJSCLI",
      ]),
    .testTarget(
      name: "ActionJSCLITests",
      dependencies: ["ActionJSCLI", "ActionExtension", "ExtensionValidation", "JSCore"],
      // Read by path (#filePath), not as a bundle resource.
      exclude: ["Output/Validation/Fixtures"]),
    .testTarget(
      name: "ExtensionCompatTests",
      dependencies: ["ExtensionCompat", "ActionExtension", "SavedPages", "JSCore"],
      // Apple-style handlers are Swift 5 code (their main-queue closures capture `self`).
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "JSCoreTests", dependencies: ["JSCore"]),
    .testTarget(
      name: "ExtensionValidationTests",
      dependencies: ["ExtensionValidation", "ActionExtension", "JSCore"]),
    .testTarget(
      name: "WebPlatformTests",
      dependencies: ["WebPlatform", "JSCore", "DOM", "HTMLParsing"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "HTMLParsingTests",
      dependencies: ["DOM", "HTMLParsing"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SavedPagesTests",
      dependencies: ["SavedPages", "JSCore", "DOM", "HTMLParsing"],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - gumbo, an optional benchmark reference

// actionjs-bench compares our HTML parser with gumbo's parse alone (BENCHMARKS.md) when gumbo's
// header happens to be installed (Debian `libgumbo-dev`); nothing else uses it, and without it
// everything builds and the benchmark modes that need it say so.
if FileManager.default.fileExists(atPath: "/usr/include/gumbo.h"),
  let bench = package.targets.first(where: { $0.name == "actionjs-bench" })
{
  package.targets.append(
    .systemLibrary(name: "CGumbo", path: "Benchmarks/CGumbo", pkgConfig: "gumbo"))
  bench.dependencies.append("CGumbo")
  bench.swiftSettings = (bench.swiftSettings ?? []) + [.define("ACTIONJS_GUMBO")]
}

// MARK: - Test support

// What every test target shares (a scratch folder, the repository's paths): one target instead
// of a copy per test target.
package.targets.append(.target(name: "TestSupport", path: "Tests/TestSupport"))
for target in package.targets where target.type == .test {
  target.dependencies.append("TestSupport")
}

// MARK: - Fuzzing (docs/fuzzing.md)

/// The fuzz targets: each `Fuzz/<Name>/` is an executable whose logic lives in `Fuzz/Checks`
/// (the `FuzzChecks` target), over the library it names. Built with `-DFUZZING -sanitize=fuzzer,address`, libFuzzer provides `main`; in normal
/// builds each is a replay driver (`@main` in a single non-`main.swift` file, so SwiftPM
/// compiles it as a library file) that runs the check on the files it is given.
let fuzzTargets: [(name: String, library: Target.Dependency)] = [
  ("FuzzHTML", "HTMLParsing"),
  ("FuzzSelectors", "HTMLParsing"),
  ("FuzzURL", "DOM"),
  ("FuzzInlineStyle", "DOM"),
  ("FuzzStyleSheet", "DOM"),
  ("FuzzPredicate", "ExtensionBundles"),
  ("FuzzWebArchive", "SavedPages"),
  ("FuzzMHTML", "SavedPages"),
  ("FuzzPropertyList", "JSCore"),
  ("FuzzTokenizer", "HTMLParsing"),
  ("FuzzTreeBuilder", "HTMLParsing"),
]
package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/Support"))
// The checks themselves, out of the libraries (they reach what they need through `package`
// access).
package.targets.append(
  .target(
    name: "FuzzChecks",
    dependencies: ["DOM", "HTMLParsing", "ExtensionBundles", "SavedPages", "JSCore"],
    path: "Fuzz/Checks"))
// The modules' tests replay the stored fuzz inputs through FuzzSupport and FuzzChecks.
for test in [
  "DOMTests", "HTMLParsingTests", "ExtensionBundleTests", "SavedPagesTests", "JSCoreTests",
] {
  package.targets.first { $0.name == test }?.dependencies += ["FuzzSupport", "FuzzChecks"]
}
package.targets += fuzzTargets.map { target in
  .executableTarget(
    name: target.name, dependencies: ["FuzzSupport", "FuzzChecks", target.library],
    path: "Fuzz/\(target.name)")
}
