/// The attributes whose values selectors match ASCII-case-insensitively on HTML elements in
/// HTML documents (unless the selector has the `s` flag).
///
/// https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors
enum CaseInsensitiveAttributes {
  /// The list, in the standard's order.
  static let names: Set<String> = [
    "accept", "accept-charset", "align", "alink", "axis", "bgcolor", "charset", "checked",
    "clear", "codetype", "color", "compact", "declare", "defer", "dir", "direction", "disabled",
    "enctype", "face", "frame", "hreflang", "http-equiv", "lang", "language", "link", "media",
    "method", "multiple", "nohref", "noresize", "noshade", "nowrap", "readonly", "rel", "rev",
    "rules", "scope", "scrolling", "selected", "shape", "target", "text", "type", "valign",
    "valuetype", "vlink",
  ]
}
