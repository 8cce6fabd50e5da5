import Foundation
import JSCore

/// An attachment of an ``ExtensionItem``: items of registered types, loaded asynchronously
/// (`NSItemProvider`).
///
/// The runner's property-list provider loads the preprocessing results: in lazy timing, the
/// first load runs the extension's `run()` (docs/safari-behavior.md §1.3). A provider a
/// handler makes with ``init(item:typeIdentifier:)`` carries its item (the finalize argument).
///
/// ``loadItem(forTypeIdentifier:options:completionHandler:)`` gives a ``PropertyList``, which
/// cannot hold `NSNull` or cycles: the strict results in both ``RunOptions/propertyListMode``s.
/// ``loadConvertedItem(forTypeIdentifier:completionHandler:)`` gives what JavaScriptCore's
/// conversion gives: the raw results in `.jsc` mode, NSNulls and cycles kept.
///
/// https://developer.apple.com/documentation/foundation/nsitemprovider
public final class ItemProvider {
  /// What loading an item gives: the item, or an error.
  public typealias CompletionHandler = (PropertyList?, (any Error)?) -> Void
  /// What loading a converted item gives: the item, or an error.
  public typealias ConvertedCompletionHandler = (JSConvertedValue?, (any Error)?) -> Void

  /// The type identifiers the provider has items for.
  public let registeredTypeIdentifiers: [String]
  /// The item, for a provider made with one.
  public let item: PropertyList?
  /// What ``loadConvertedItem(forTypeIdentifier:completionHandler:)`` gives: `.jsc` when it
  /// is JavaScriptCore's raw result (the runner's property-list provider in that mode), else
  /// `.strict` (the property list, mapped by `JSConvertedValue(propertyList:)`).
  public let propertyListMode: PropertyListConversionMode
  private let loader: ((String) -> Result<PropertyList?, ItemLoadingError>)?
  private let convertedLoader: ((String) -> Result<JSConvertedValue?, ItemLoadingError>)?
  private weak var queue: HandlerQueue?
  /// How many times the item was asked for (for the run report).
  public private(set) var loadCount = 0
  /// What the last load gave, or the item (for the run report's input items).
  private(set) var recordedItem: PropertyList?

  /// A provider of `item` as `typeIdentifier`
  /// (`NSItemProvider(item:typeIdentifier:)`).
  public init(item: PropertyList?, typeIdentifier: String) {
    self.item = item
    recordedItem = item
    registeredTypeIdentifiers = [typeIdentifier]
    propertyListMode = .strict
    loader = nil
    convertedLoader = nil
    queue = nil
  }

  /// A provider whose item is made when loaded, completing on `queue`. A `rawLoader` (`.jsc`
  /// mode) makes the item ``loadConvertedItem(forTypeIdentifier:completionHandler:)`` gives.
  init(
    typeIdentifiers: [String], queue: HandlerQueue,
    rawLoader: ((String) -> Result<JSConvertedValue?, ItemLoadingError>)? = nil,
    loader: @escaping (String) -> Result<PropertyList?, ItemLoadingError>
  ) {
    item = nil
    registeredTypeIdentifiers = typeIdentifiers
    propertyListMode = rawLoader == nil ? .strict : .jsc
    convertedLoader = rawLoader
    self.loader = loader
    self.queue = queue
  }

  /// Whether an item of `typeIdentifier`, or of a type conforming to it, is registered.
  public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    registeredTypeIdentifiers.contains { TypeIdentifiers.conforms($0, to: typeIdentifier) }
  }

  /// Loads the item of `typeIdentifier`; `completionHandler` runs later, on the run's main
  /// queue (never before this returns), with the item or an error.
  public func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [String: String]? = nil,
    completionHandler: CompletionHandler? = nil
  ) {
    loadCount += 1
    guard hasItemConformingToTypeIdentifier(typeIdentifier) else {
      deliver(.failure(.unavailableType(typeIdentifier)), to: completionHandler)
      return
    }
    if let loader {
      let result = loader(typeIdentifier)
      if case .success(let item) = result { recordedItem = item }
      deliver(result, to: completionHandler)
    } else {
      deliver(.success(item), to: completionHandler)
    }
  }

  /// Loads the item of `typeIdentifier` as JavaScriptCore's conversion gives it;
  /// `completionHandler` runs as ``loadItem(forTypeIdentifier:options:completionHandler:)``'s
  /// does (later, on the run's main queue). For the runner's property-list provider in
  /// ``RunOptions/propertyListMode`` `.jsc` this is
  /// `{NSExtensionJavaScriptPreprocessingResultsKey: <raw results>}`, `NSNull`s
  /// (``JSConvertedValue/null``) and cycles (``JSConvertedValue/cycle(to:)``) kept; otherwise
  /// the property-list item as `JSConvertedValue(propertyList:)` maps it.
  public func loadConvertedItem(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping ConvertedCompletionHandler
  ) {
    loadCount += 1
    let result: Result<JSConvertedValue?, ItemLoadingError>
    if !hasItemConformingToTypeIdentifier(typeIdentifier) {
      result = .failure(.unavailableType(typeIdentifier))
    } else if let convertedLoader {
      result = convertedLoader(typeIdentifier)
      // The report's input items show the property-list form (loading again is free: the
      // run's results are made once).
      if let loader, case .success(let item) = loader(typeIdentifier) { recordedItem = item }
    } else if let loader {
      result = loader(typeIdentifier).map { $0.map(JSConvertedValue.init(propertyList:)) }
    } else {
      result = .success(item.map(JSConvertedValue.init(propertyList:)))
    }
    deliver(result, to: completionHandler)
  }

  private func deliver<Item>(
    _ result: Result<Item?, ItemLoadingError>,
    to completionHandler: ((Item?, (any Error)?) -> Void)?
  ) {
    guard let completionHandler else { return }
    let job = {
      switch result {
      case .success(let item): completionHandler(item, nil)
      case .failure(let error): completionHandler(nil, error)
      }
    }
    if let queue = queue ?? HandlerQueue.current {
      queue.async(job)
    } else {
      job()
    }
  }
}

/// Why an item did not load.
public enum ItemLoadingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The provider has no item of the type.
  case unavailableType(String)
  /// The extension's script did not produce results (it threw, or never called
  /// `completionFunction`).
  case preprocessingFailed(String)

  public var description: String {
    switch self {
    case .unavailableType(let type): return "no item of type \(type)"
    case .preprocessingFailed(let reason): return "JavaScript preprocessing failed: \(reason)"
    }
  }
}

extension HandlerQueue {
  private static let threadKey = "actionjs.handler-queue"

  /// The queue of the run in progress on this thread (set by the runner while it runs).
  static var current: HandlerQueue? {
    get { Thread.current.threadDictionary[threadKey] as? HandlerQueue }
    set { Thread.current.threadDictionary[threadKey] = newValue }
  }
}
