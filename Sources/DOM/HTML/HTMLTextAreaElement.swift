// The `textarea` element's raw value, API value and default value.
// https://html.spec.whatwg.org/multipage/form-elements.html#the-textarea-element

extension Element {
  /// A `textarea`'s raw value: the stored value once the dirty value flag is set, else its
  /// child text content (which is its default value).
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-textarea-raw-value
  var textAreaRawValue: String {
    if let state = formControlStateIfPresent, state.isValueDirty { return state.value }
    return childTextContent
  }

  /// A `textarea`'s API value: the raw value with CRLF and CR normalized to LF.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-textarea-api-value
  var textAreaAPIValue: String { textAreaRawValue.normalizingNewlines() }
}

extension String {
  /// The string with every CRLF pair, then every remaining CR, replaced by LF.
  ///
  /// https://infra.spec.whatwg.org/#normalize-newlines
  func normalizingNewlines() -> String {
    guard utf8.contains(0x0D) else { return self }
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count)
    var previousWasCR = false
    for byte in utf8 {
      if byte == 0x0A && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = byte == 0x0D
      out.append(byte == 0x0D ? 0x0A : byte)
    }
    return String(decoding: out, as: UTF8.self)
  }
}

/// The `HTMLTextAreaElement` members that are not reflected attributes, over a `textarea`.
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#htmltextareaelement
public struct HTMLTextAreaElement {
  /// The `textarea` element the view reads and writes (a convenience; not a DOM member).
  public let element: Element

  /// A view of `element`, or `nil` when it is not an HTML `textarea` element (the brand
  /// check a binding makes).
  public init?(_ element: Element) {
    guard element.isHTML("textarea") else { return nil }
    self.element = element
  }

  /// Always `textarea`. https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-type
  public var type: String { "textarea" }

  /// The child text content; setting it replaces the children with a text node.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-defaultvalue
  public var defaultValue: String {
    get { element.childTextContent }
    nonmutating set { element.stringReplaceAll(newValue) }
  }

  /// The API value; setting it sets the raw value and the dirty value flag.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-value
  public var value: String {
    get { element.textAreaAPIValue }
    nonmutating set {
      // 1. Let oldAPIValue be this element's API value.
      // 2. Set this element's raw value to the new value.
      // 3. Set this element's dirty value flag to true.
      // 4. (The text entry cursor position is not modeled.)
      let state = element.ensureFormControlState()
      state.value = newValue
      state.isValueDirty = true
      element.formStateDidChange()
    }
  }

  /// The length of the API value in UTF-16 code units.
  ///
  /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-textlength
  public var textLength: Int { element.textAreaAPIValue.utf16Length }

  /// Selects the text (nothing is modeled: a no-op). https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-select
  public func select() {}
}
