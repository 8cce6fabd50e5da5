import DOM
import JSCore

/// The fragment parser of a runtime's documents: markup a script hands over (`innerHTML`,
/// `outerHTML`, `insertAdjacentHTML`, `createContextualFragment`, `setHTMLUnsafe`) is parsed
/// within the script time limit.
///
/// JavaScriptCore's watchdog stops script, not the native work a script starts: the
/// `innerHTML` of many megabytes of markup takes the parser seconds. The parse is given the CPU-time deadline of the script call under way
/// (``VirtualMachine/scriptCPUDeadline``); past it the parse gives up, the fragment is empty,
/// and the script that asked ends as the time limit ends a script
/// (``VirtualMachine/stopScriptForWork()``).
struct ScriptBoundedFragmentParser: HTMLFragmentParsing {
  let base: any HTMLFragmentParsing
  let machine: MachineReference

  /// The runtime's machine, weakly (a parser is a value documents share; documents may
  /// outlive the runtime).
  final class MachineReference: @unchecked Sendable {
    weak var machine: VirtualMachine?
    init(_ machine: VirtualMachine) { self.machine = machine }
  }

  /// Wraps `document`'s fragment parser (once).
  static func install(on document: Document, machine: VirtualMachine) {
    guard let parser = document.fragmentParser, !(parser is ScriptBoundedFragmentParser) else {
      return
    }
    document.fragmentParser = ScriptBoundedFragmentParser(
      base: parser, machine: MachineReference(machine))
  }

  func parseFragment(_ markup: String, context: Element) -> DocumentFragment {
    guard let machine = machine.machine, let deadline = machine.scriptCPUDeadline else {
      return base.parseFragment(markup, context: context)
    }
    if let fragment = base.parseFragment(markup, context: context, cpuDeadline: deadline) {
      return fragment
    }
    machine.stopScriptForWork()
    return context.nodeDocument.createDocumentFragment()
  }

  func parseFragment(_ markup: String, context: Element, cpuDeadline: UInt64?)
    -> DocumentFragment?
  {
    base.parseFragment(markup, context: context, cpuDeadline: cpuDeadline)
  }
}
