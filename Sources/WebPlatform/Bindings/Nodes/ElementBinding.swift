import DOM
import JSCore

/// `Element` (the model's `Nodes/Element.swift` and its `Element+*.swift` partials), declared
/// with the ParentNode, ChildNode, NonDocumentTypeChildNode and Slottable mixins it includes in
/// `Bindings/IDL/Element.webidl`; CSSOM View's members follow.
///
/// https://dom.spec.whatwg.org/#interface-element
enum ElementBinding: InterfaceBinding {
  /// The members come from `Bindings/IDL/Element.webidl` (`ElementBinding+Generated.swift`).
  static let definition = InterfaceDefinition(
    name: "Element", parent: NodeBinding.definition,
    members: generatedMembers + ElementCSSOMViewMembers.members)
}
