import DOM
import HTMLParsing
import JSCore

/// `Document` (the model's `Nodes/Document.swift` and its partials), declared with the
/// ParentNode mixin in `Bindings/IDL/Document.webidl`; the members of the other standards
/// follow.
///
/// https://dom.spec.whatwg.org/#interface-document
enum DocumentBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Document", parent: NodeBinding.definition,
    members: generatedMembers + DocumentRangesMembers.members + DocumentHTMLMembers.members
      + DocumentWindowMembers.members + DocumentOrShadowRootStyleMembers.documentMembers,
    staticMembers: [
      // A new HTML document from `html`, declarative shadow roots included (scripting off, as
      // for DOMParser).
      // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsehtmlunsafe
      .operation("parseHTMLUnsafe", length: 1) { call in
        try call.requireArguments(1)
        var options = HTMLParser.Options()
        options.scriptingEnabled = false
        let document = HTMLParser.parseDocument(try call.string(0), options: options)
        document.slotChangeHandler = call.world.runtime.document.slotChangeHandler
        return call.wrap(document)
      }
    ],
    constructor: BindingConstructor { call in
      call.world.wrapper(for: Document(isHTML: false, contentType: "application/xml"))
    })

  /// `readonly attribute WindowProxy? defaultView`: the world's global object for the runtime's
  /// document, null for the others.
  static let customDefaultView = BindingMember.readonly("defaultView") { call in
    let document = try call.this(Document.self)
    return document === call.world.runtime.document ? .value(call.world.global) : .null
  }
}

/// `HTMLDocument`: no members of its own; the interface of documents made for HTML.
///
/// https://html.spec.whatwg.org/multipage/dom.html#htmldocument
enum HTMLDocumentBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLDocument", parent: DocumentBinding.definition)
}

/// `XMLDocument`: the interface of documents made by `createDocument`.
///
/// https://dom.spec.whatwg.org/#xmldocument
enum XMLDocumentBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "XMLDocument", parent: DocumentBinding.definition)
}

extension Document {
  /// `createTextNode(data)`: the data as exact UTF-16 code units (lone surrogates survive).
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createtextnode
  func createTextNode(utf16 data: [UInt16]) -> Text {
    let text = createTextNode("")
    text.setData(utf16: data)
    return text
  }
}
