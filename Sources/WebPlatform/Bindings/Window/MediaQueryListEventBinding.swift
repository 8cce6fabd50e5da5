import DOM
import JSCore

/// `MediaQueryListEvent` (the model's `Window/MediaQueries/MediaQueryListEvent.swift`).
///
/// https://drafts.csswg.org/cssom-view/#mediaquerylistevent
enum MediaQueryListEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MediaQueryListEvent", parent: EventBinding.definition,
    members: [
      .readonly("media") { call in .string(try call.this(MediaQueryListEvent.self).media) },
      .readonly("matches") { call in .boolean(try call.this(MediaQueryListEvent.self).matches) },
    ],
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let base = try dictionary.eventInit()
      let matches = try dictionary.boolean("matches")
      let media = try dictionary.string("media")
      let event = MediaQueryListEvent(
        type, base, media: media, matches: matches, clock: call.eventClock)
      return call.world.wrapper(for: event)
    },
    modelType: MediaQueryListEvent.self)
}
