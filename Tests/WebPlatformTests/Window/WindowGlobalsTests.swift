import JSCore
import Testing

@testable import WebPlatform

/// The window's lazily made globals (Bindings/Window/WindowGlobals.swift); the fixture script
/// `Window/lazy-globals.js` covers how scripts reach them.
@Suite struct WindowGlobalsTests {
  /// A global JavaScriptCore defines itself would hide the window's lazily made one (reads
  /// would find the engine's and never reach the hook): every such name must be listed in
  /// `engineDefinedNames`, which worlds delete when they are made.
  @Test func theEngineDefinesNoOtherWindowGlobal() throws {
    let context = JSContext(virtualMachine: VirtualMachine())
    let names = try context.evaluateScript("Object.getOwnPropertyNames(globalThis).join(',')")
      .toString().split(separator: ",").map(String.init)
    let clashes = Set(names).intersection(WindowGlobals.entries.keys)
    #expect(clashes == Set(WindowGlobals.engineDefinedNames))
  }

  /// Making a world makes none of the window's members (but the engine-defined ones it
  /// replaces): they cost nothing until used.
  @Test func aNewWorldHasMadeNoWindowGlobal() throws {
    let runtime = RuntimeHarness.runtime("<p>x</p>", resources: [:])
    let world = runtime.extensionWorld
    let replaced = Set(WindowGlobals.engineDefinedNames)
    #expect(world.windowState.madeGlobals == replaced)
    _ = try runtime.evaluate("document.title")
    #expect(world.windowState.madeGlobals == replaced.union(["document"]))
    #expect(world.isPendingGlobal("alert"))
  }
}
