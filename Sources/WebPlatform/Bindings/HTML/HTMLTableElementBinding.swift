import DOM
import JSCore

/// `HTMLTableElement` (the model's `HTML/HTMLTableElement.swift`): caption, head, foot,
/// bodies, rows and their insertion and deletion, declared in
/// `Bindings/IDL/HTMLTableElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/tables.html#htmltableelement
enum HTMLTableElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTableElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)

  private static func table(_ call: BindingCall) throws -> HTMLTableElement {
    try call.this(Element.self, view: HTMLTableElement.init)
  }

  /// Argument 0 of a section setter: an HTML element (a TypeError for another object), nil
  /// for null.
  private static func section(_ call: BindingCall) throws -> Element? {
    try call.nullableObject(0, HTMLElementBinding.definition, as: Element.self)
  }

  /// `attribute HTMLTableCaptionElement? caption`: another element than a `caption` is a
  /// TypeError.
  static let customCaption = BindingMember.attribute(
    "caption", get: { call in call.wrap(try table(call).caption) },
    set: { call in
      let table = try table(call)
      let caption = try section(call)
      if let caption, !caption.isHTML("caption") {
        throw JSThrow.typeError("The value is not an HTML caption element")
      }
      try table.setCaption(caption)
    })

  /// `attribute HTMLTableSectionElement? tHead`: another element than a `thead` is the model's
  /// HierarchyRequestError.
  static let customTHead = BindingMember.attribute(
    "tHead", get: { call in call.wrap(try table(call).tHead) },
    set: { call in
      let table = try table(call)
      try table.setTHead(try section(call))
    })

  /// `attribute HTMLTableSectionElement? tFoot`: another element than a `tfoot` is the model's
  /// HierarchyRequestError.
  static let customTFoot = BindingMember.attribute(
    "tFoot", get: { call in call.wrap(try table(call).tFoot) },
    set: { call in
      let table = try table(call)
      try table.setTFoot(try section(call))
    })
}

extension HTMLTableElement {
  /// `tBodies`: the live `tbody` children, the same collection each time (kept by the world).
  func tBodies(world: World) -> HTMLCollection {
    world.sameObject("tBodies", of: element) { makeTBodies() }
  }

  /// `rows`: the live rows, the same collection each time (kept by the world).
  func rows(world: World) -> HTMLCollection {
    world.sameObject("rows", of: element) { makeRows() }
  }
}

/// `HTMLTableSectionElement` (`thead`, `tbody`, `tfoot`): `rows`, `insertRow`, `deleteRow`,
/// declared in `Bindings/IDL/HTMLTableElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/tables.html#htmltablesectionelement
enum HTMLTableSectionElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTableSectionElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}

/// `HTMLTableRowElement` (`tr`): `cells`, `insertCell`, `deleteCell`, `rowIndex`,
/// `sectionRowIndex`, declared in `Bindings/IDL/HTMLTableElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/tables.html#htmltablerowelement
enum HTMLTableRowElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTableRowElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}

/// `HTMLTableCellElement`: reflected attributes and `cellIndex`, declared in
/// `Bindings/IDL/HTMLTableElement.webidl`.
///
/// https://html.spec.whatwg.org/multipage/tables.html#htmltablecellelement
enum HTMLTableCellElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTableCellElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}

extension HTMLTableRowsView {
  /// `rows` of a section: its live rows, the same collection each time (kept by the world).
  func rows(world: World) -> HTMLCollection {
    world.sameObject("rows", of: element) { makeItems() }
  }

  /// `cells` of a row: its live cells, the same collection each time (kept by the world).
  func cells(world: World) -> HTMLCollection {
    world.sameObject("cells", of: element) { makeItems() }
  }
}
