/// How a scroll happens (`ScrollOptions.behavior`): read and checked, then not used, since
/// every scroll here is instant.
///
/// https://drafts.csswg.org/cssom-view/#enumdef-scrollbehavior
enum ScrollBehavior: String, CaseIterable {
  case auto, instant, smooth
}
