/// A min-heap of scheduled jobs ordered by ready time, then by scheduling order, so that jobs
/// due at the same time run in the order they were scheduled.
///
/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#run-steps-after-a-timeout
struct ScheduledTaskQueue<Job> {
  struct Entry {
    let readyTime: Double
    let sequence: Int
    let job: Job

    func precedes(_ other: Entry) -> Bool {
      readyTime < other.readyTime || (readyTime == other.readyTime && sequence < other.sequence)
    }
  }

  private(set) var entries: [Entry] = []
  private var nextSequence = 0

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }
  var first: Entry? { entries.first }

  /// Adds `job`, ready at `readyTime`, after every job already scheduled for the same time.
  mutating func insert(_ job: Job, readyTime: Double) {
    let entry = Entry(readyTime: readyTime, sequence: nextSequence, job: job)
    nextSequence += 1
    entries.append(entry)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].precedes(entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest entry.
  mutating func popFirst() -> Entry? {
    guard !entries.isEmpty else { return nil }
    entries.swapAt(0, entries.count - 1)
    let first = entries.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < entries.count, entries[left].precedes(entries[smallest]) { smallest = left }
      if right < entries.count, entries[right].precedes(entries[smallest]) { smallest = right }
      if smallest == parent { break }
      entries.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}
