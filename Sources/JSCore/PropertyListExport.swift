/// The property-list model (``PropertyList``) is its own module below this one; code that
/// converts JavaScript values to property lists gets it with `import JSCore`, as before.
@_exported import PropertyList
