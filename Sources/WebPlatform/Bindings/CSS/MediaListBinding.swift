import DOM
import JSCore

/// `MediaList` (the model's `CSSOM/MediaList.swift`): a sheet's, `@media` rule's or
/// `@import` rule's media queries; indexed properties and array iteration.
///
/// https://drafts.csswg.org/cssom/#the-medialist-interface
enum MediaListBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { _, object, index in
      guard let list = object as? MediaList, let medium = list.item(index) else { return nil }
      return .string(medium)
    }
    legacy.length = { object in (object as? MediaList)?.length ?? 0 }
    legacy.proxied = true
    return InterfaceDefinition(
      name: "MediaList",
      members: [
        .attribute(
          "mediaText", get: { call in .string(try call.this(MediaList.self).mediaText) },
          set: { call in
            try call.this(MediaList.self).mediaText = try call.stringNullAsEmpty(0)
          }),
        .readonly("length") { call in call.number(try call.this(MediaList.self).length) },
        .operation("item", length: 1) { call in
          let list = try call.this(MediaList.self)
          try call.requireArguments(1)
          return call.string(list.item(try call.unsignedLong(0)))
        },
        .operation("deleteMedium", length: 1) { call in
          let list = try call.this(MediaList.self)
          try call.requireArguments(1)
          try list.deleteMedium(try call.string(0))
          return .undefined
        },
        .operation("appendMedium", length: 1) { call in
          let list = try call.this(MediaList.self)
          try call.requireArguments(1)
          list.appendMedium(try call.string(0))
          return .undefined
        },
        // `stringifier attribute mediaText`.
        .operation("toString") { call in .string(try call.this(MediaList.self).mediaText) },
      ],
      legacyPlatformObject: legacy, iterable: .indexedIteratorOnly, modelType: MediaList.self)
  }()
}
