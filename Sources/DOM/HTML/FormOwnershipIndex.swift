/// Which elements each form of a document owns: the listed elements and the `img` elements
/// whose form owner is that form, in tree order, computed in one pass over the document and
/// kept until the document changes.
///
/// A form's `elements`, its named getter (`form.username`, and every property read on a form:
/// `form` is `[LegacyOverrideBuiltIns]`, so `form.nodeType` asks the named getter first) and
/// its image candidates all need "the elements whose form owner is this form", which the
/// standard defines over the whole tree. Computing that per form and per lookup made reading
/// a property of each form of a page cost O(forms × nodes); with the index it costs one pass
/// per document version.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-owner
final class FormOwnershipIndex {
  private var version: UInt64 = .max
  private var owned: [ObjectIdentifier: [Element]] = [:]

  /// The elements owned by `form` (listed elements and images), in tree order.
  func elements(ownedBy form: Element, in document: Document) -> [Element] {
    if version != document.domVersion {
      rebuild(document)
    }
    return owned[ObjectIdentifier(form)] ?? []
  }

  private func rebuild(_ document: Document) {
    var result: [ObjectIdentifier: [Element]] = [:]
    var node: Node? = document
    while let current = node {
      if let element = current as? Element, element.isListed || element.isHTML("img"),
        let owner = element.formOwner
      {
        result[ObjectIdentifier(owner), default: []].append(element)
      }
      node = current.nextInTreeOrder(within: document)
    }
    owned = result
    version = document.domVersion
  }
}
