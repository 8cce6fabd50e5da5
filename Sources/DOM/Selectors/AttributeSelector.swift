/// An attribute selector: `[name]`, `[name=value]`, `[name~=value i]` and so on.
///
/// https://drafts.csswg.org/selectors-4/#attribute-selectors
struct AttributeSelector: Sendable {
  /// How the attribute's value is compared.
  enum Operator: Sendable {
    /// `[a]`: the attribute exists.
    case exists
    /// `[a=v]`: exactly `v`.
    case equals
    /// `[a~=v]`: one of the whitespace-separated words is `v`.
    case includes
    /// `[a|=v]`: exactly `v`, or starts with `v-`.
    case dashMatch
    /// `[a^=v]`: starts with `v` (never matches an empty `v`).
    case prefix
    /// `[a$=v]`: ends with `v` (never matches an empty `v`).
    case suffix
    /// `[a*=v]`: contains `v` (never matches an empty `v`).
    case substring
  }

  /// The case-sensitivity flag. https://drafts.csswg.org/selectors-4/#attribute-case
  enum CaseFlag: Sendable {
    /// No flag: the document language decides (see `CaseInsensitiveAttributes`).
    case none
    /// `i`: ASCII case-insensitive.
    case insensitive
    /// `s`: case-sensitive, even for the HTML list.
    case sensitive
  }

  /// The attribute's local name as written.
  var name: String
  /// The local name in ASCII lowercase, for HTML elements in HTML documents.
  var lowercasedName: String
  /// The namespace component; without one, only null-namespace attributes match.
  var namespace: NamespaceConstraint
  var op: Operator
  var value: String
  var caseFlag: CaseFlag
  /// Whether HTML matches this attribute's values ASCII-case-insensitively when no flag is
  /// given. https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors
  var isCaseInsensitiveInHTML: Bool
}
