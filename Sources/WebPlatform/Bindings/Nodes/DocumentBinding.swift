import DOM
import HTMLParsing
import JSCore

/// `Document` (the model's `Nodes/Document.swift` and its partials), with the ParentNode
/// mixin.
///
/// https://dom.spec.whatwg.org/#interface-document
enum DocumentBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Document", parent: NodeBinding.definition,
    members: ownMembers + GetElementsByMembers.members + ParentNodeMembers.members
      + DocumentRangesMembers.members + DocumentHTMLMembers.members
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

  private static let ownMembers: [BindingMember] = [
    .remembered("implementation") { call in call.wrap(try call.this(Document.self).implementation)
    },
    .readonly("URL") { call in .string(try call.this(Document.self).url) },
    .readonly("documentURI") { call in .string(try call.this(Document.self).documentURI) },
    .readonly("compatMode") { call in .string(try call.this(Document.self).compatMode) },
    .readonly("characterSet") { call in .string(try call.this(Document.self).characterSet) },
    .readonly("charset") { call in .string(try call.this(Document.self).charset) },
    .readonly("inputEncoding") { call in .string(try call.this(Document.self).inputEncoding) },
    .readonly("contentType") { call in .string(try call.this(Document.self).contentType) },
    .readonly("doctype") { call in call.wrap(try call.this(Document.self).doctype) },
    .readonly("documentElement") { call in call.wrap(try call.this(Document.self).documentElement)
    },
    .operation("getElementById", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      return call.wrap(document.getElementById(try call.string(0)))
    },
    .operation("createElement", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      return call.wrap(try document.createElement(try call.string(0)))
    },
    .operation("createElementNS", length: 2) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(2)
      return call.wrap(try document.createElementNS(try call.nullableString(0), try call.string(1)))
    },
    .operation("createDocumentFragment") { call in
      call.wrap(try call.this(Document.self).createDocumentFragment())
    },
    .operation("createTextNode", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      let text = document.createTextNode("")
      text.setData(utf16: try call.utf16(0))
      return call.wrap(text)
    },
    .operation("createCDATASection", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      return call.wrap(try document.createCDATASection(try call.string(0)))
    },
    .operation("createComment", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      return call.wrap(document.createComment(try call.string(0)))
    },
    .operation("createProcessingInstruction", length: 2) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(2)
      return call.wrap(
        try document.createProcessingInstruction(try call.string(0), try call.string(1)))
    },
    .operation("importNode", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      return call.wrap(try document.importNode(try call.node(0), deep: call.boolean(1)))
    },
    .operation("adoptNode", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      return call.wrap(try document.adoptNode(try call.node(0)))
    },
    .operation("createAttribute", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      return call.wrap(try document.createAttribute(try call.string(0)))
    },
    .operation("createAttributeNS", length: 2) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(2)
      return call.wrap(
        try document.createAttributeNS(try call.nullableString(0), try call.string(1)))
    },
    .attribute(
      "title", get: { call in .string(try call.this(Document.self).title) },
      set: { call in try call.this(Document.self).title = try call.string(0) }),
    .readonly("head") { call in call.wrap(try call.this(Document.self).head) },
    .readonly("body") { call in call.wrap(try call.this(Document.self).body) },
    .readonly("defaultView") { call in
      let document = try call.this(Document.self)
      return document === call.world.runtime.document ? .value(call.world.global) : .null
    },
  ]
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
