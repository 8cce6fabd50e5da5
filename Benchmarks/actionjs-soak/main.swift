// Soak test: thousands of preprocessing runs in one process, the way `actionjs validate -j 0`
// (and each validate worker) runs case after case: one JavaScriptCore virtual machine, a fresh
// page, runtime and context per run. Resident memory is sampled as it goes; the run passes when
// it stays flat after the warm-up (docs/reliability.md, "Leaks and soak"; Scripts/soak.sh).
import ActionExtension
import Foundation
import JSCore
import SavedPages

/// Monotonic seconds.
func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The process's resident set and its peak, in bytes (`/proc/self/status`: VmRSS, VmHWM).
func residentMemory() -> (current: Int, peak: Int) {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return (0, 0)
  }
  var current = 0
  var peak = 0
  for line in status.split(separator: "\n") {
    let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
    if fields[0] == "VmRSS:" { current = kilobytes * 1024 }
    if fields[0] == "VmHWM:" { peak = kilobytes * 1024 }
  }
  return (current, peak)
}

/// Bytes as MiB with one decimal.
func mebibytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }

/// One script and page pair the soak cycles through.
struct SoakCase {
  var name: String
  var script: PreprocessingScript
  var pagePath: String
}

/// The settings, from the command line.
struct SoakSettings {
  var runs = 10_000
  var sampleEvery = 500
  /// Runs before the baseline sample (the engine's and allocators' warm-up).
  var warmUp = 1_000
  /// How far above the baseline the resident set may end, in MiB.
  var toleranceMiB = 16.0
  var examples = "Examples"

  static let usage = """
    usage: actionjs-soak [--runs N] [--sample-every N] [--warm-up N] [--tolerance-mib MIB]
                         [EXAMPLES_DIR]
      Runs every Examples/<Name>/<Name>.appex over its own pages, round robin, N times in all
      (default 10000) on one virtual machine, sampling the resident set every --sample-every
      runs (500). PASS when the resident set after the last run is within --tolerance-mib (16)
      of the one after --warm-up runs (1000).
    """

  init(arguments: [String]) throws {
    var rest = arguments[...]
    func number(_ flag: String) throws -> Double {
      guard let text = rest.popFirst(), let value = Double(text), value >= 0 else {
        throw SoakError(message: "\(flag) needs a number\n\(Self.usage)")
      }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--runs": runs = Int(try number(argument))
      case "--sample-every": sampleEvery = max(1, Int(try number(argument)))
      case "--warm-up": warmUp = Int(try number(argument))
      case "--tolerance-mib": toleranceMiB = try number(argument)
      case "-h", "--help": throw SoakError(message: Self.usage)
      default:
        if argument.hasPrefix("-") {
          throw SoakError(message: "unknown option \(argument)\n\(Self.usage)")
        }
        examples = argument
      }
    }
    guard warmUp < runs else {
      throw SoakError(message: "--warm-up (\(warmUp)) must be below --runs (\(runs))")
    }
  }
}

/// Why the soak could not start.
struct SoakError: Error {
  var message: String
}

/// The example extensions and their pages under `folder`.
func loadCases(in folder: String) throws -> [SoakCase] {
  let manager = FileManager.default
  var cases: [SoakCase] = []
  let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
  for name in names.sorted() {
    let bundle = "\(folder)/\(name)/\(name).appex"
    guard manager.fileExists(atPath: bundle) else { continue }
    let (script, diagnostics) = PreprocessingScript.load(bundle)
    guard let script else {
      throw SoakError(message: "\(bundle): \(diagnostics.map(\.message).joined(separator: "; "))")
    }
    let pages = ((try? manager.contentsOfDirectory(atPath: "\(folder)/\(name)/pages")) ?? [])
      .filter { $0.hasSuffix(".html") }.sorted()
    for page in pages {
      cases.append(
        SoakCase(
          name: "\(name)/\(page)", script: script, pagePath: "\(folder)/\(name)/pages/\(page)"))
    }
  }
  guard !cases.isEmpty else { throw SoakError(message: "no examples with pages under \(folder)") }
  return cases
}

/// Runs the soak; returns the exit status (0 PASS, 1 FAIL, 2 could not run).
func soak(_ settings: SoakSettings) -> Int32 {
  let cases: [SoakCase]
  do {
    cases = try loadCases(in: settings.examples)
  } catch {
    print("actionjs-soak: \((error as? SoakError)?.message ?? "\(error)")")
    return 2
  }
  print(
    "actionjs-soak: \(settings.runs) runs over \(cases.count) cases (\(cases.map(\.name).joined(separator: ", "))), one virtual machine"
  )
  print("   runs   RSS MiB   peak MiB   runs/s   live JSValues   live native objects")
  let machine = VirtualMachine()
  let handler = EchoHandler()
  var samples: [Int: Int] = [:]
  var failures = 0
  var firstFailure: String?
  let started = now()
  var intervalStart = started
  var lastSampledRun = 0
  for run in 1...settings.runs {
    let soakCase = cases[(run - 1) % cases.count]
    let page: SavedPage
    do {
      page = try SavedPageLoader.load(contentsOf: soakCase.pagePath)
    } catch {
      print("actionjs-soak: \(soakCase.pagePath): \(error.message)")
      return 2
    }
    var options = RunOptions()
    if let identifier = soakCase.script.bundle?.bundleIdentifier {
      options.extensionName = identifier
    }
    let report = PreprocessingRunner(options: options).run(
      page: page, script: soakCase.script.source, scriptURL: soakCase.script.url,
      handler: handler, virtualMachine: machine)
    if let error = report.diagnostics.first(where: { $0.severity == .error }) {
      failures += 1
      if firstFailure == nil { firstFailure = "\(soakCase.name): \(error.message)" }
    }
    if run % settings.sampleEvery == 0 || run == settings.warmUp || run == settings.runs {
      let memory = residentMemory()
      samples[run] = memory.current
      let time = now()
      let rate = Double(run - lastSampledRun) / max(time - intervalStart, 1e-9)
      intervalStart = time
      lastSampledRun = run
      func column(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
      }
      print(
        column("\(run)", 7) + column(mebibytes(memory.current), 10)
          + column(mebibytes(memory.peak), 11) + column(String(format: "%.0f", rate), 9)
          + column("\(machine.liveProtectedValueCount)", 16)
          + column("\(machine.liveNativeObjectCount)", 22))
    }
  }
  let elapsed = now() - started
  let baseline = samples[settings.warmUp] ?? 0
  let final = samples[settings.runs] ?? 0
  let growth = Double(final - baseline) / 1_048_576
  let perRun = Double(final - baseline) / Double(settings.runs - settings.warmUp)
  print(
    String(
      format: "%d runs in %.1f s: %.0f runs/s; %d runs reported an error", settings.runs,
      elapsed, Double(settings.runs) / elapsed, failures))
  if let firstFailure { print("  first error: \(firstFailure)") }
  let passed = growth <= settings.toleranceMiB && failures == 0
  print(
    "\(passed ? "PASS" : "FAIL"): RSS after run \(settings.warmUp): \(mebibytes(baseline)) MiB, "
      + "after run \(settings.runs): \(mebibytes(final)) MiB; growth "
      + String(
        format: "%.1f MiB (%.0f bytes/run), limit %.1f MiB", growth, perRun, settings.toleranceMiB))
  return passed ? 0 : 1
}

do {
  exit(soak(try SoakSettings(arguments: Array(CommandLine.arguments.dropFirst()))))
} catch {
  print((error as? SoakError)?.message ?? "\(error)")
  exit(2)
}
