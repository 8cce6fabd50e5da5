import DOM

/// The most-derived interface of a node: by node kind, and for elements by namespace and local
/// name (the HTML standard's element interface table).
///
/// https://html.spec.whatwg.org/multipage/dom.html#element-interfaces
enum NodeInterfaceResolver {
  /// The interface a wrapper of `node` gets.
  static func definition(for node: Node) -> InterfaceDefinition {
    switch node.nodeType {
    case .element:
      guard let element = node as? Element else { return ElementBinding.definition }
      return elementDefinition(for: element)
    case .text:
      return node is CDATASection ? CDATASectionBinding.definition : TextBinding.definition
    case .cdataSection: return CDATASectionBinding.definition
    case .comment: return CommentBinding.definition
    case .processingInstruction: return ProcessingInstructionBinding.definition
    case .document:
      guard let document = node as? Document else { return DocumentBinding.definition }
      return document.isHTMLDocument
        ? HTMLDocumentBinding.definition : XMLDocumentBinding.definition
    case .documentType: return DocumentTypeBinding.definition
    case .documentFragment:
      return node is ShadowRoot ? ShadowRootBinding.definition : DocumentFragmentBinding.definition
    case .attribute: return AttrBinding.definition
    }
  }

  /// The interface of an element: the registered binding named by the element interface
  /// table (`HTMLElementInterface.interfaceName(for:)`), else the nearest registered interface
  /// it inherits from (an SVG interface without a binding gets `SVGGraphicsElement` or
  /// `SVGElement`), else `Element`.
  static func elementDefinition(for element: Element) -> InterfaceDefinition {
    // Remembered on the element's interned name (definitions are static: immortal).
    let name = element.qualifiedName
    let remembered = name.layerSlot.load(ordering: .relaxed)
    if remembered != 0, let pointer = UnsafeRawPointer(bitPattern: remembered) {
      return Unmanaged<InterfaceDefinition>.fromOpaque(pointer).takeUnretainedValue()
    }
    let definition = lookUpElementDefinition(for: element)
    name.layerSlot.store(
      UInt(bitPattern: Unmanaged.passUnretained(definition).toOpaque()), ordering: .relaxed)
    return definition
  }

  private static func lookUpElementDefinition(for element: Element) -> InterfaceDefinition {
    let name = HTMLElementInterface.interfaceName(for: element)
    for each in HTMLElementInterface.inheritanceChain(of: name) {
      if each == "Element" { break }
      if let definition = BindingRegistry.definition(named: each) { return definition }
    }
    return ElementBinding.definition
  }
}
