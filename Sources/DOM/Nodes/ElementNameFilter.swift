/// Every value an element of a document has had as its `id` or `name` attribute: a superset of
/// the IDs and names in use, which only grows, so a lookup by ID or name that finds its key
/// missing here can answer "none" without walking the document.
///
/// A form element's named properties override its built-in ones (`[LegacyOverrideBuiltIns]`),
/// so every property a script reads on a form (`form.nodeName`, `form.firstChild`) is first
/// looked up among the form's controls by ID and name; a script that walks and changes the
/// tree (Turndown, DOMPurify) read the whole document once per such access (the controls of a
/// form can be anywhere in it). With the filter, a name no element ever had costs one set
/// lookup. `getElementById` for a missing ID and the document's and window's named
/// properties use it too.
///
/// Fed where an attribute value is set (``Element``'s attribute changes, the parser's
/// attributes, clones) and where an element moves into another document (adoption). It stops
/// filtering (answers "maybe" for every name) once it holds ``capacity`` values, so a script
/// making millions of distinct IDs cannot make it grow without bound.
///
/// https://html.spec.whatwg.org/multipage/forms.html#dom-form-nameditem
final class ElementNameFilter {
  /// The most values kept; past it every name may be in use.
  static let capacity = 1 << 18

  private var values: Set<String> = []
  private var overflowed = false

  /// Records `value` as an ID or name of some element.
  @inline(__always)
  func insert(_ value: String) {
    guard !overflowed else { return }
    if values.count >= Self.capacity {
      overflowed = true
      values = []
      return
    }
    values.insert(value)
  }

  /// Whether some element may have `name` as its ID or name (false: certainly none does).
  func mayContain(_ name: String) -> Bool {
    overflowed || values.contains(name)
  }
}

extension Element {
  /// Feeds the document's ``ElementNameFilter`` when `name` is `id` or `name` (no namespace).
  @inline(__always)
  func noteNameFilter(_ name: QualifiedName, _ value: String, in document: Document?) {
    guard name.namespace == nil, let document else { return }
    let localName = name.localName
    if localName == "id" || localName == "name" { document.elementNames.insert(value) }
  }

  /// Feeds `document`'s filter with this element's `id` and `name` (it moved there).
  func noteNameFilter(in document: Document) {
    for slot in attributeStorage { noteNameFilter(slot.name, slot.value, in: document) }
  }
}

extension Document {
  /// Whether some element of this document may have `name` as its `id` or `name` attribute
  /// (false: certainly none has). See ``ElementNameFilter``.
  public func mayHaveElementNamed(_ name: String) -> Bool {
    elementNames.mayContain(name)
  }
}
