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

  /// `[SameObject] readonly attribute HTMLCollection tBodies`: the live `tbody` children.
  static let customTBodies = BindingMember.readonly("tBodies") { call in
    let table = try table(call)
    return call.wrap(call.world.sameObject("tBodies", of: table.element) { table.makeTBodies() })
  }

  /// `[SameObject] readonly attribute HTMLCollection rows`: the live rows.
  static let customRows = BindingMember.readonly("rows") { call in
    let table = try table(call)
    return call.wrap(call.world.sameObject("rows", of: table.element) { table.makeRows() })
  }
}

/// `HTMLTableSectionElement` (`thead`, `tbody`, `tfoot`) and `HTMLTableRowElement` (`tr`):
/// `rows`/`insertRow`/`deleteRow` and `cells`/`insertCell`/`deleteCell`, `rowIndex`,
/// `sectionRowIndex`.
///
/// https://html.spec.whatwg.org/multipage/tables.html#htmltablesectionelement
enum HTMLTableSectionElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTableSectionElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLTableSectionElement")
      + TableRowsMembers.members(items: "rows", insert: "insertRow", delete: "deleteRow"))
}

/// `HTMLTableRowElement`.
///
/// https://html.spec.whatwg.org/multipage/tables.html#htmltablerowelement
enum HTMLTableRowElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTableRowElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLTableRowElement")
      + TableRowsMembers.members(items: "cells", insert: "insertCell", delete: "deleteCell") + [
        .readonly("rowIndex") { call in call.number(try TableRowsMembers.view(call).rowIndex) },
        .readonly("sectionRowIndex") { call in
          call.number(try TableRowsMembers.view(call).sectionRowIndex)
        },
      ])
}

/// `HTMLTableCellElement`: reflected attributes and `cellIndex`.
///
/// https://html.spec.whatwg.org/multipage/tables.html#htmltablecellelement
enum HTMLTableCellElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTableCellElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLTableCellElement") + [
      .readonly("cellIndex") { call in call.number(try call.this(Element.self).cellIndex) }
    ])
}

/// The rows of a section or the cells of a row.
enum TableRowsMembers {
  static func view(_ call: BindingCall) throws -> HTMLTableRowsView {
    guard let view = HTMLTableRowsView(try call.this(Element.self)) else {
      throw JSThrow.typeError("Can only call \(call.interface.name).\(call.member) on its elements")
    }
    return view
  }

  static func members(items: String, insert: String, delete: String) -> [BindingMember] {
    [
      .readonly(items) { call in
        let view = try view(call)
        return call.wrap(call.world.sameObject(items, of: view.element) { view.makeItems() })
      },
      .operation(insert) { call in
        let view = try view(call)
        return call.wrap(try view.insert(at: call.js.isUndefined(0) ? -1 : try call.long(0)))
      },
      .operation(delete, length: 1) { call in
        let view = try view(call)
        try call.requireArguments(1)
        try view.delete(at: try call.long(0))
        return .undefined
      },
    ]
  }
}
