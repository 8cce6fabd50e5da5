/// Where NoteTaker keeps its notes. A real extension would write to its app group's
/// container; this one keeps them in memory, so a test can read what was saved.
public final class NoteStore {
  /// The saved notes, oldest first.
  public private(set) var notes: [Note] = []

  /// An empty store.
  public init() {}

  /// Saves `note`.
  public func save(_ note: Note) {
    notes.append(note)
  }
}
