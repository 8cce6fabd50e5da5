import FuzzChecks
import FuzzSupport
import HTMLParsing

// The fuzz target FuzzHTML: docs/fuzzing.md. Its logic is HTMLRoundTripFuzzing in Fuzz/Checks.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzHTML FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { HTMLRoundTripFuzzing.check($0) }
  }
}
