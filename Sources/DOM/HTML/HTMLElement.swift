// `HTMLElement` members that are computed rather than reflected: editing (`contentEditable`,
// `isContentEditable`), `translate`, `spellcheck`, `draggable` and `autocapitalize`.
// https://html.spec.whatwg.org/multipage/dom.html#htmlelement

extension Element {
  /// The state of the `contenteditable` attribute: `true`, `false`, `plaintext-only`, or
  /// `inherit` (missing or invalid).
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#attr-contenteditable
  var contentEditableState: String {
    guard isHTMLElement, let value = attributeValue(localName: "contenteditable") else {
      return "inherit"
    }
    switch value.asciiLowercased() {
    case "", "true": return "true"
    case "false": return "false"
    case "plaintext-only": return "plaintext-only"
    default: return "inherit"
    }
  }

  /// `true`, `false`, `plaintext-only` or `inherit`, from the `contenteditable` attribute.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-contenteditable
  public var contentEditable: String { contentEditableState }

  /// Sets `contenteditable`: `inherit` removes it; `true`, `false` and `plaintext-only` (ASCII
  /// case-insensitive) set it; anything else throws `SyntaxError`.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-contenteditable
  public func setContentEditable(_ value: String) throws(DOMException) {
    switch value.asciiLowercased() {
    case "inherit": removeAttributeNS(nil, "contenteditable")
    case "true": setAttributeValue(localName: "contenteditable", "true")
    case "false": setAttributeValue(localName: "contenteditable", "false")
    case "plaintext-only": setAttributeValue(localName: "contenteditable", "plaintext-only")
    default:
      throw DOMException(.syntaxError, "'\(value)' is not a contenteditable value.")
    }
  }

  /// Whether the element is editable or an editing host: the nearest `contenteditable` in a
  /// known state decides, else the document's design mode.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-iscontenteditable
  public var isContentEditable: Bool {
    var node: Element? = self
    while let element = node {
      switch element.contentEditableState {
      case "true", "plaintext-only": return true
      case "false": return false
      default: node = element.parentElement
      }
    }
    return nodeDocument.htmlStateStorage?.designModeEnabled ?? false
  }

  /// Whether the element is translate-enabled: the nearest `translate` attribute (`yes` or
  /// `""`: enabled, `no`: disabled), else enabled.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-translate
  public var translate: Bool {
    get {
      var node: Element? = self
      while let element = node {
        if element.isHTMLElement, let value = element.attributeValue(localName: "translate") {
          switch value.asciiLowercased() {
          case "", "yes": return true
          case "no": return false
          default: break
          }
        }
        node = element.parentElement
      }
      return true
    }
    set { setAttributeValue(localName: "translate", newValue ? "yes" : "no") }
  }

  /// Whether spelling and grammar checking is on: the nearest `spellcheck` attribute (`true`
  /// or `""`: on, `false`: off), else on (the default behavior inherits, up to true).
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-spellcheck
  public var spellcheck: Bool {
    get {
      var node: Element? = self
      while let element = node {
        if element.isHTMLElement, let value = element.attributeValue(localName: "spellcheck") {
          switch value.asciiLowercased() {
          case "", "true": return true
          case "false": return false
          default: break
          }
        }
        node = element.parentElement
      }
      return true
    }
    set { setAttributeValue(localName: "spellcheck", newValue ? "true" : "false") }
  }

  /// Whether the element is draggable: `draggable="true"`, or by default images and links
  /// with an `href`; `draggable="false"` is not.
  ///
  /// https://html.spec.whatwg.org/multipage/dnd.html#dom-draggable
  public var draggable: Bool {
    get {
      // If an element's draggable content attribute has the state True, the draggable IDL
      // attribute must return true. Otherwise, if the element's draggable content attribute
      // has the state False, the draggable IDL attribute must return false. Otherwise, the
      // element's draggable content attribute has the state Auto: img elements and a elements
      // with an href content attribute return true; all other elements return false.
      switch attributeValue(localName: "draggable")?.asciiLowercased() {
      case "true": return true
      case "false": return false
      default: return isHTML("img") || isHTML("a", with: "href")
      }
    }
    set { setAttributeValue(localName: "draggable", newValue ? "true" : "false") }
  }

  /// The autocapitalization hint: `""` (default), `none`, `sentences`, `words` or
  /// `characters`; a form-associated element without the attribute uses its form owner's.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-autocapitalize
  public var autocapitalize: String {
    get {
      // 1. Let state be the own autocapitalization hint of this.
      // 2. If state is default, then return the empty string. 3–7. The state's keyword.
      ownAutocapitalizationHint
    }
    set { setAttributeValue(localName: "autocapitalize", newValue) }
  }

  /// https://html.spec.whatwg.org/multipage/interaction.html#own-autocapitalization-hint
  private var ownAutocapitalizationHint: String {
    // 1. If element's autocapitalize content attribute's value is not the empty string and
    //    the state is not default, return that state.
    if let value = attributeValue(localName: "autocapitalize") {
      switch value.asciiLowercased() {
      case "": break
      case "off", "none": return "none"
      case "on", "sentences": return "sentences"
      case "words": return "words"
      case "characters": return "characters"
      default: return "sentences"  // The invalid value default.
      }
    }
    // 2. If element is an autocapitalize-and-autocorrect inheriting element and has a
    //    non-null form owner, return the own autocapitalization hint of its form owner.
    if isFormAssociated, let form = formOwner { return form.ownAutocapitalizationHint }
    // 3. Return default.
    return ""
  }
}
