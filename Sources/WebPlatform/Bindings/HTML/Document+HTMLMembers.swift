/// The members the HTML standard adds to Document (`forms`, `images`, `links`, `cookie`,
/// `readyState`, `activeElement`, `write`…): a partial interface, concatenated into
/// ``DocumentBinding``.
///
/// https://html.spec.whatwg.org/multipage/dom.html#the-document-object
enum DocumentHTMLMembers {
  static let members: [BindingMember] = []
}
