import FuzzChecks
import FuzzSupport
import JSCore

// The fuzz target FuzzPropertyList: docs/fuzzing.md. Its logic is PropertyListFuzzing in Fuzz/Checks.

/// One virtual machine for the process, as in the tool; each input gets a fresh context.
nonisolated(unsafe) private let virtualMachine = VirtualMachine()

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzPropertyList FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { PropertyListFuzzing.check($0, virtualMachine: virtualMachine) }
  }
}
