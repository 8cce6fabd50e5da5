import Testing

@testable import WebPlatform

/// The member lists this area hands to other interfaces' bindings, and the interfaces it
/// registers.
@Suite struct NodesAreaTests {
  /// `innerText`/`outerText` belong to HTMLElement (`Bindings/IDL/HTMLElement.webidl`): not on
  /// Element, on HTMLElement.
  @Test func innerTextAndOuterTextAreHTMLElements() {
    let names = ["innerText", "outerText"]
    let element = ElementBinding.definition.members.map(\.name)
    #expect(!names.contains(where: element.contains))
    let htmlElement = HTMLElementBinding.definition.members.map(\.name)
    #expect(names.allSatisfy(htmlElement.contains), "HTMLElement declares innerText, outerText")
  }

  /// Each interface of these areas is registered once, under its IDL name.
  @Test(arguments: [
    "Attr", "NamedNodeMap", "DOMTokenList", "DOMStringMap", "CSSStyleDeclaration",
    "DOMImplementation", "DOMParser", "XMLSerializer", "NodeList", "HTMLCollection",
  ])
  func interfacesAreRegistered(_ name: String) {
    #expect(BindingRegistry.definition(named: name)?.name == name)
    #expect(BindingRegistry.all.filter { $0.name == name }.count == 1)
    #expect(BindingRegistry.exposedNames.contains(name))
  }

  /// Members are not installed twice on one prototype.
  @Test(arguments: [
    ElementBinding.definition, DocumentBinding.definition, DocumentFragmentBinding.definition,
    TextBinding.definition, CSSStyleDeclarationBinding.definition, HTMLElementBinding.definition,
    ShadowRootBinding.definition, CharacterDataBinding.definition,
  ])
  func memberNamesAreUnique(_ definition: InterfaceDefinition) {
    let names = definition.members.map(\.name)
    #expect(Set(names).count == names.count, "\(definition.name) repeats a member")
  }
}
