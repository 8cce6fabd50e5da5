import DOM
import FuzzChecks
import FuzzSupport

// The fuzz target FuzzURL: docs/fuzzing.md. Its logic is URLFuzzing in Fuzz/Checks.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzURL FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { URLFuzzing.check($0) }
  }
}
