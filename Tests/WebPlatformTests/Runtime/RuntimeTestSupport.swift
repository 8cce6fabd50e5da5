import DOM
import HTMLParsing
import JSCore

@testable import WebPlatform

/// Helpers for the multi-world runtime tests (page scripts, isolated worlds, frames).
enum RuntimeTestSupport {
  /// Evaluates `source` in `world` and returns the result as a string.
  static func string(_ runtime: Runtime, _ source: String, in world: World? = nil) throws
    -> String
  {
    try runtime.evaluate(source, in: world).toString()
  }

  /// Defines a global function `name` in `world` answering `body()` (for what the bindings of
  /// other areas do not expose yet, such as `document.currentScript`).
  static func define(_ name: String, in world: World, _ body: @escaping () -> String) {
    let function = world.context.makeFunction(name: name) { _ in .string(body()) }
    try? world.global.setProperty(name, function, attributes: [])
  }

  /// Installs `contentDocument`/`contentWindow` on `Element.prototype` of `world` (the HTML
  /// elements area adds them to `HTMLIFrameElement`; this worktree has no such interface yet).
  static func installFrameMembers(in world: World) {
    let prototype = world.interface(ElementBinding.definition).prototype
    let frameMembers = HTMLIFrameElementBinding.generatedMembers.filter {
      $0.name == "contentDocument" || $0.name == "contentWindow"
    }
    world.installMembers(frameMembers, of: ElementBinding.definition, on: prototype)
  }
}
