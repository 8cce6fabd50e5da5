/// The members Document gets from the ranges, traversal, selection and events specs
/// (`createRange`, `createTreeWalker`, `createNodeIterator`, `getSelection`, `createEvent`):
/// partial interfaces, concatenated into ``DocumentBinding``.
///
/// https://dom.spec.whatwg.org/#interface-document
enum DocumentRangesMembers {
  static let members: [BindingMember] = []
}
