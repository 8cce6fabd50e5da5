import Testing

@testable import WebPlatform

/// The member lists this area hands to other interfaces' bindings, and the interfaces it
/// registers.
@Suite struct NodesAreaTests {
  /// `innerText`/`outerText` belong to HTMLElement: not on Element, and on HTMLElement as soon
  /// as that binding exists.
  @Test func htmlElementTextMembersGoToHTMLElement() {
    let names = HTMLElementTextMembers.members.map(\.name)
    #expect(names == ["innerText", "outerText"])
    let element = ElementBinding.definition.members.map(\.name)
    #expect(!element.contains("innerText"))
    if let htmlElement = BindingRegistry.definition(named: "HTMLElement") {
      let members = htmlElement.members.map(\.name)
      #expect(names.allSatisfy(members.contains), "HTMLElement includes HTMLElementTextMembers")
    }
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
    TextBinding.definition, CSSStyleDeclarationBinding.definition,
  ])
  func memberNamesAreUnique(_ definition: InterfaceDefinition) {
    let names = definition.members.map(\.name)
    #expect(Set(names).count == names.count, "\(definition.name) repeats a member")
  }
}
