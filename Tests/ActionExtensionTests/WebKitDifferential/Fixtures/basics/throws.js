// run() that throws a JavaScriptCore TypeError.
var ExtensionPreprocessingJS = { run: function (args) { null.x; } };
