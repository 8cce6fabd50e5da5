import FuzzChecks
import FuzzSupport
import SavedPages

// The fuzz target FuzzWebArchive: docs/fuzzing.md. Its logic is SavedPageFuzzing in Fuzz/Checks.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzWebArchive FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { SavedPageFuzzing.check($0, as: .webArchive) }
  }
}
