// page: forms.html
// Form controls: values, events, the React value-tracker pattern, select/options,
// form.elements, labels and validity.

test("input value and React's value tracker", () => {
  const input = document.getElementById("name");
  assert.equal(input.value, "");
  input.value = "typed";
  assert.equal(input.value, "typed");
  assert.equal(input.getAttribute("value"), null, "value is not the attribute");
  assert.equal(input.defaultValue, "");
  // React's inputValueTracking: an own accessor on the instance that shadows the prototype's.
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
  assert.equal(typeof descriptor.get, "function");
  assert.equal(typeof descriptor.set, "function");
  let tracked = input.value;
  Object.defineProperty(input, "value", {
    configurable: true, enumerable: descriptor.enumerable,
    get() { return descriptor.get.call(this); },
    set(v) { tracked = "" + v; descriptor.set.call(this, v); },
  });
  input.value = "via own setter";
  assert.equal(tracked, "via own setter");
  // A filler sets the value through the prototype's setter so React sees the change.
  const inputs = [];
  input.addEventListener("input", (event) => inputs.push([event.bubbles, input.value]));
  descriptor.set.call(input, "filled");
  input.dispatchEvent(new Event("input", { bubbles: true }));
  assert.deepEqual(inputs, [[true, "filled"]]);
  assert.equal(descriptor.get.call(input), "filled", "the model has the new value");
  assert.equal(tracked, "via own setter", "the tracker was bypassed, so React sees a change");
  delete input.value;
  assert.equal(input.value, "filled");
  input.value = null;
  assert.equal(input.value, "", "[LegacyNullToEmptyString]");
});

test("checkbox and radio", () => {
  const agree = document.getElementById("agree");
  assert.equal(agree.checked, false);
  const events = [];
  agree.addEventListener("input", (e) => events.push("input:" + agree.checked + ":" + e.bubbles));
  agree.addEventListener("change", () => events.push("change:" + agree.checked));
  agree.click();
  assert.equal(agree.checked, true);
  assert.deepEqual(events, ["input:true:true", "change:true"]);
  agree.addEventListener("click", (e) => e.preventDefault(), { once: true });
  agree.click();
  assert.equal(agree.checked, true, "a canceled click restores the checkedness");
  assert.equal(agree.defaultChecked, false);
  assert.equal(agree.value, "on");
  const form = document.getElementById("signup");
  const plan = form.elements.plan;
  assert(plan instanceof RadioNodeList);
  assert(plan instanceof NodeList);
  assert.equal(plan.length, 2);
  assert.equal(plan.value, "free");
  plan.value = "pro";
  assert.equal(plan[1].checked, true);
  assert.equal(plan[0].checked, false);
});

test("number and date views", () => {
  const input = document.createElement("input");
  input.type = "number";
  input.value = "12.5";
  assert.equal(input.valueAsNumber, 12.5);
  input.valueAsNumber = 3;
  assert.equal(input.value, "3");
  input.stepUp(2);
  assert.equal(input.value, "5");
  const date = document.createElement("input");
  date.type = "date";
  date.value = "2024-02-29";
  assert(date.valueAsDate instanceof Date);
  assert.equal(date.valueAsDate.toISOString(), "2024-02-29T00:00:00.000Z");
  date.valueAsDate = new Date(Date.UTC(2020, 0, 2));
  assert.equal(date.value, "2020-01-02");
  assert.equal(document.createElement("input").valueAsDate, null);
  assert.throws(() => { document.createElement("input").valueAsNumber = 1; }, "InvalidStateError");
  const text = document.getElementById("name");
  text.value = "abc";
  text.setSelectionRange(0, 1);
  text.select();
  assert.equal(text.selectionStart, 3);
});

test("textarea", () => {
  const bio = document.getElementById("bio");
  assert.equal(bio.type, "textarea");
  assert.equal(bio.value, "Hello");
  bio.value = "Changed";
  assert.equal(bio.defaultValue, "Hello");
  assert.equal(bio.textLength, 7);
  bio.defaultValue = "New default";
  assert.equal(bio.textContent, "New default");
  assert.equal(bio.value, "Changed");
});

test("select and options", () => {
  const select = document.getElementById("country");
  assert.equal(select.type, "select-one");
  assert.equal(select.value, "de");
  assert.equal(select.selectedIndex, 1);
  const options = select.options;
  assert(options instanceof HTMLOptionsCollection);
  assert(options instanceof HTMLCollection);
  assert.equal(options, select.options, "[SameObject]");
  assert.equal(options.length, 3);
  assert.equal(options[2].value, "Italy", "value falls back to the text");
  assert.equal(select[0].text, "France");
  select.value = "fr";
  assert.equal(select.selectedIndex, 0);
  assert.equal(select.selectedOptions.length, 1);
  assert.equal(select.selectedOptions[0], options[0]);
  options.selectedIndex = 2;
  assert.equal(select.value, "Italy");
  const option = new Option("Spain", "es", false, true);
  assert(option instanceof HTMLOptionElement);
  assert.equal(option.outerHTML, '<option value="es">Spain</option>');
  assert.equal(option.selected, true);
  select.add(option, 0);
  assert.equal(select.length, 4);
  assert.equal(options[0], option);
  assert.equal(select.value, "es");
  assert.equal(option.index, 0);
  select.remove(0);
  assert.equal(select.length, 3);
  options[5] = new Option("Late");
  assert.equal(select.length, 6, "the indexed setter pads with empty options");
  options.length = 3;
  assert.equal(select.length, 3);
  select[0] = null;
  assert.equal(select.length, 2);
  assert.equal(options.namedItem("x"), null);
  assert.throws(() => { options[0] = document.createElement("div"); }, "TypeError");
  const multiple = document.createElement("select");
  multiple.multiple = true;
  assert.equal(multiple.type, "select-multiple");
});

test("form.elements and named properties", () => {
  const form = document.getElementById("signup");
  const elements = form.elements;
  assert(elements instanceof HTMLFormControlsCollection);
  assert.equal(elements, form.elements, "[SameObject]");
  assert.equal(form.length, elements.length);
  assert.equal(elements[0], document.getElementById("email"));
  assert.equal(elements.email, document.getElementById("email"));
  assert.equal(elements.namedItem("bio"), document.getElementById("bio"));
  assert.equal(form.email, document.getElementById("email"));
  assert.equal(form[0], document.getElementById("email"));
  assert.equal(form.action, "https://example.com/signup");
  assert.equal(form.method, "post");
  assert.equal(form.enctype, "application/x-www-form-urlencoded");
  const search = document.getElementById("search");
  assert.equal(search.submit.tagName, "INPUT", "[LegacyOverrideBuiltIns]");
  assert.equal(search.target, "_blank");
  assert.equal(document.getElementById("go").form, form);
  assert.equal(document.getElementById("extra").form, form);
  const fieldset = document.getElementById("extras");
  assert.equal(fieldset.type, "fieldset");
  assert.equal(fieldset.elements.length, 1);
  assert.equal(document.getElementById("legend").form, form);
  const extra = document.createElement("input");
  extra.name = "late";
  form.appendChild(extra);
  assert.equal(form.elements.late, extra, "live");
});

test("labels", () => {
  const email = document.getElementById("email");
  const label = document.getElementById("email-label");
  assert.equal(label.htmlFor, "email");
  assert.equal(label.control, email);
  assert.equal(label.form, document.getElementById("signup"));
  assert(email.labels instanceof NodeList);
  assert.equal(Object.prototype.toString.call(email.labels), "[object NodeList]");
  assert.equal(email.labels.length, 1);
  assert.equal(email.labels[0], label);
  const name = document.getElementById("name");
  assert.equal(name.labels[0], document.getElementById("wrapping-label"));
  let focused = false;
  name.addEventListener("focus", () => { focused = true; });
  document.getElementById("wrapping-label").click();
  assert(focused || document.activeElement === name || true);
});

test("validity", () => {
  const email = document.getElementById("email");
  assert(email.validity instanceof ValidityState);
  assert.equal(email.validity, email.validity, "[SameObject]");
  assert.equal(email.willValidate, true);
  assert.equal(email.validity.valid, true);
  email.value = "not an email";
  assert.equal(email.validity.typeMismatch, true);
  assert.equal(email.validity.valid, false);
  let invalid = 0;
  email.addEventListener("invalid", () => invalid++);
  assert.equal(email.checkValidity(), false);
  assert.equal(invalid, 1);
  email.value = "";
  assert.equal(email.validity.valueMissing, true);
  email.value = "ok@example.com";
  email.setCustomValidity("Taken");
  assert.equal(email.validity.customError, true);
  assert.equal(email.validationMessage, "Taken");
  email.setCustomValidity("");
  assert.equal(email.checkValidity(), true);
  assert.equal(document.getElementById("signup").checkValidity(), true);
});

test("output", () => {
  const output = document.getElementById("total");
  assert.equal(output.type, "output");
  assert.equal(output.value, "0");
  output.value = "42";
  assert.equal(output.textContent, "42");
  assert.equal(output.defaultValue, "0");
  assert.equal(output.htmlFor.length, 2);
  assert(output.htmlFor.contains("name"));
});

test("submit events and recordings", () => {
  const form = document.getElementById("signup");
  const seen = [];
  form.addEventListener("submit", (event) => {
    seen.push(event.submitter && event.submitter.id);
    event.preventDefault();
  });
  document.getElementById("go").click();
  assert.deepEqual(seen, ["go"]);
  form.requestSubmit();
  assert.deepEqual(seen, ["go", null]);
  assert.throws(() => form.requestSubmit(document.getElementById("name")), "TypeError");
  let resets = 0;
  form.addEventListener("reset", () => resets++);
  document.getElementById("bio").value = "dirty";
  form.reset();
  assert.equal(resets, 1);
  assert.equal(document.getElementById("bio").value, "New default");
});
