import DOM
import JSCore

/// `DOMImplementation` (the model's `Nodes/DOMImplementation.swift`): `document.implementation`.
///
/// https://dom.spec.whatwg.org/#interface-domimplementation
enum DOMImplementationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMImplementation",
    members: [
      .operation("createDocumentType", length: 3) { call in
        let implementation = try call.this(DOMImplementation.self)
        try call.requireArguments(3)
        return call.wrap(
          try implementation.createDocumentType(
            try call.string(0), try call.string(1), try call.string(2)))
      },
      .operation("createDocument", length: 2) { call in
        let implementation = try call.this(DOMImplementation.self)
        try call.requireArguments(2)
        return call.wrap(
          try implementation.createDocument(
            try call.nullableString(0), try call.stringNullAsEmpty(1),
            try call.nullableObject(2, DocumentTypeBinding.definition, as: DocumentType.self)))
      },
      .operation("createHTMLDocument") { call in
        let implementation = try call.this(DOMImplementation.self)
        return call.wrap(implementation.createHTMLDocument(try call.optionalString(0)))
      },
      .operation("hasFeature") { call in
        .boolean(try call.this(DOMImplementation.self).hasFeature())
      },
    ],
    modelType: DOMImplementation.self)
}
