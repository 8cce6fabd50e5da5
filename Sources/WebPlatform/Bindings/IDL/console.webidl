// The console namespace, as the Console standard declares it
// (https://console.spec.whatwg.org/#console-namespace), the operations actionjs implements in
// the order of the namespace object's properties. Its rows are ConsoleNamespace's
// (Window/ConsoleNamespace.swift), called on ConsoleView ([ActionJSGlobal]: the runtime's
// Console and the calling script's location, recorded with each message). Hand-written
// ([Custom]): table (its properties read from an array only) and dir (a missing item differs
// from undefined).

[Exposed=*, LegacyNamespace, ActionJSMembers=ConsoleNamespace, ActionJSGlobal=ConsoleView]
namespace console {
  // Logging
  undefined log(any... data);
  undefined info(any... data);
  undefined warn(any... data);
  undefined error(any... data);
  undefined debug(any... data);
  undefined dirxml(any... data);

  // Grouping
  undefined group(any... data);
  undefined groupCollapsed(any... data);
  undefined groupEnd();

  undefined trace(any... data);
  [Custom] undefined table(optional any tabularData, optional sequence<DOMString> properties);
  [Custom] undefined dir(optional any item, optional object? options);
  undefined assert(optional boolean condition = false, any... data);
  undefined clear();

  // Counting
  undefined count(optional DOMString label = "default");
  undefined countReset(optional DOMString label = "default");

  // Timing
  undefined time(optional DOMString label = "default");
  undefined timeLog(optional DOMString label = "default", any... data);
  undefined timeEnd(optional DOMString label = "default");
};
