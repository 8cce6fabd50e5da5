import DOM

/// What `getComputedStyle(element, pseudoElement)` returns: a read-only, live declaration of
/// the element's computed values (``UserAgentStyle``: inline style over user-agent defaults,
/// with inheritance, **no style sheet cascade**), with `width` and `height` resolved from the
/// ``LayoutEstimate`` for rendered block boxes.
///
/// An element outside the document has no computed style (every value is the empty string,
/// as in WebKit); `::before`/`::after` give the initial values of a box with no content
/// (`content: none`, inherited properties from the element); another pseudo-element gives an
/// empty declaration.
///
/// https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle
public final class ComputedStyleDeclaration {
  /// Which box the declaration describes.
  public enum Target: Equatable, Sendable {
    /// The element itself.
    case element
    /// The `::before` or `::after` pseudo-element.
    case generatedContent
    /// An unsupported pseudo-element: nothing.
    case none
  }

  /// The element.
  public let element: Element
  /// The box described.
  public let target: Target
  unowned(unsafe) let window: Window

  init(element: Element, pseudoElement: String?, window: Window) {
    self.element = element
    self.window = window
    switch pseudoElement?.asciiLowercased() {
    case nil, "": target = .element
    case "::before", "::after", ":before", ":after": target = .generatedContent
    default: target = .none
    }
  }

  /// Whether any value is available: the element is in the window's document and the
  /// pseudo-element is supported.
  var isComputed: Bool {
    target != .none && element.isConnected && element.ownerDocument === window.document
  }

  /// The properties listed (`length`, `item(i)`), sorted.
  public var properties: [String] { isComputed ? UserAgentStyle.computedProperties : [] }

  /// `length`. https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-length
  public var length: Int { properties.count }

  /// `item(index)`: the property name, or "" out of range.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-item
  public func item(_ index: Int) -> String {
    let list = properties
    return list.indices.contains(index) ? list[index] : ""
  }

  /// `getPropertyValue(property)`: the computed value, or "" for properties not computed.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertyvalue
  public func getPropertyValue(_ property: String) -> String {
    guard isComputed else { return "" }
    if property.hasPrefix("--") { return UserAgentStyle.computedValue(property, of: element) ?? "" }
    let name = property.asciiLowercased()
    if target == .generatedContent {
      if name == "content" { return "none" }
      if UserAgentStyle.inheritedProperties.contains(name) {
        return UserAgentStyle.computedValue(name, of: element) ?? ""
      }
      return UserAgentStyle.initialValues[name] ?? ""
    }
    if name == "width" || name == "height" {
      return resolvedSize(name)
    }
    return UserAgentStyle.computedValue(name, of: element) ?? ""
  }

  /// The value for a `CSSStyleDeclaration` attribute name (`fontSize`, `cssFloat`,
  /// `font-size`), or `nil` when the name is not a CSS property.
  public func value(forAttributeName name: String) -> String? {
    UserAgentStyle.property(forAttributeName: name).map(getPropertyValue)
  }

  /// `width`/`height`: the content size of a rendered block box, in pixels; otherwise the
  /// computed value (`auto`).
  ///
  /// https://drafts.csswg.org/cssom/#resolved-value
  private func resolvedSize(_ name: String) -> String {
    let computed = UserAgentStyle.computedValue(name, of: element) ?? ""
    guard let box = window.layout.box(for: element), !box.isInline else { return computed }
    let style = UserAgentStyle.layoutStyle(
      of: element, parentFontSize: element.parentElement.map(UserAgentStyle.fontSize(of:)) ?? 16,
      parentPreformatted: false)
    let size: Double
    if name == "width" {
      size = box.width - style.padding[1] - style.padding[3] - box.border[1] - box.border[3]
    } else {
      size = box.height - style.padding[0] - style.padding[2] - box.border[0] - box.border[2]
    }
    return UserAgentStyle.pixelString(max(0, size))
  }
}
