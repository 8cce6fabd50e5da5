import ExtensionValidation
import Foundation

/// The work of one `validate` or `test` run: the cases of this shard, the scripts whose static
/// checks this shard reports, and where snapshots live.
struct ValidationPlan {
  /// Why the inputs cannot be used (a suite file with wrong types, a glob matching nothing).
  struct Failure: Error {
    /// A complete one-line message.
    var message: String
  }

  /// The cases to run, in id order.
  var cases: [ValidationCase]
  /// The scripts and extension folders to check statically.
  var scriptsToCheck: [String]
  /// The snapshot folder (`test`).
  var snapshotFolder: String

  /// The plan for `configuration`: the suite file's cases, then every script × page from the
  /// command line; this shard's part of them; the static checks likewise dealt out.
  init(_ configuration: ValidationConfiguration) throws(Failure) {
    var all: [ValidationCase] = []
    var scripts: [String] = []
    var suiteFolder: String?
    if let suitePath = configuration.suitePath {
      do {
        let suite = try SuiteFile(contentsOf: suitePath)
        all += try suite.cases()
        suiteFolder = suite.folder
      } catch {
        throw Failure(message: error.description)
      }
    }
    scripts += all.map(\.scriptPath)
    scripts += configuration.scripts
    if !configuration.pages.isEmpty {
      let pages: [String]
      do {
        pages = try PageCollection.expand(configuration.pages)
      } catch {
        throw Failure(message: error.description)
      }
      for script in configuration.scripts {
        for page in pages {
          all.append(
            ValidationCase(
              scriptPath: script, pagePath: page, settings: configuration.settings,
              wantsSnapshot: configuration.command == "test"))
        }
      }
    }
    var seen = Set<String>()
    for validationCase in all where !seen.insert(validationCase.id).inserted {
      throw Failure(
        message: "the case \(validationCase.id) is given twice (by the suite file and the "
          + "command line?)")
    }
    // `test` snapshots every case a suite does not opt out ("snapshot": false); `validate`
    // never compares snapshots, so its workers do not render them.
    if configuration.command != "test" {
      for index in all.indices { all[index].wantsSnapshot = false }
    }
    cases = configuration.shard.select(all)
    var distinct: [String] = []
    for script in scripts where !distinct.contains(script) { distinct.append(script) }
    scriptsToCheck = distinct.enumerated().filter {
      $0.offset % configuration.shard.count == configuration.shard.index - 1
    }.map(\.element)
    snapshotFolder =
      configuration.snapshotFolder ?? (suiteFolder.map { $0 + "/__snapshots__" } ?? "__snapshots__")
  }
}
