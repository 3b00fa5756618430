import type { CmsWidgetControlProps } from "decap-cms-core";
import { Component, createRef, type ComponentType, type RefObject } from "react";
import { checkedWidgets, fieldChecks } from "./schema-fields";

/**
 * Decap's own widgets, each wrapped with the check of its field's schema: Decap asks a control's
 * `isValid` before it saves and shows the message under the field. The wrappers take the built-in
 * widgets' names, so everything Decap does by a widget's name still works.
 */

type Props = CmsWidgetControlProps<unknown> & { field: { get(key: string): unknown } };
type Validity = true | { error: { type: string; message: string } };

/**
 * Decap shows its "fields need attention" notice on Save only for a "PRESENCE" error; any other is
 * shown at the field alone, which can lie out of view in a long guide.
 */
const noticeOnSave = "PRESENCE";

export function fieldProblem(check: string | undefined, value: unknown): string | undefined {
  const schema = check === undefined ? undefined : fieldChecks.get(check);
  const data =
    value !== null && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value;
  // Decap says "required" itself, and an optional field may be empty.
  const blank = data === undefined || data === null || data === "" || (Array.isArray(data) && data.length === 0);
  if (!schema || blank) return undefined;
  const result = schema.safeParse(data);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** What Decap asks of a control besides rendering it; the wrapper answers with the wrapped control's. */
type Inner = {
  isValid?: () => boolean | { error: unknown };
  shouldComponentUpdate?: (next: Props) => boolean;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
} | null;

/** `Control` with `problemOf`'s check after its own; also Decap's Markdown editor with the article rules. */
export function checkedControl(
  Control: ComponentType<Props & { ref: RefObject<Inner> }>,
  problemOf: (props: Props) => string | undefined = (props) =>
    fieldProblem(props.field.get("check") as string | undefined, props.value),
): ComponentType<Props> {
  return class CheckedControl extends Component<Props> {
    inner = createRef<Inner>();

    isValid = (): Validity | ReturnType<NonNullable<NonNullable<Inner>["isValid"]>> => {
      const own = this.inner.current?.isValid?.();
      if (own !== undefined && own !== true) return own;
      const problem = problemOf(this.props);
      return problem ? { error: { type: noticeOnSave, message: problem } } : true;
    };

    // Decap's default when a control has no rule of its own (its Widget component).
    shouldComponentUpdate(next: Props): boolean {
      const inner = this.inner.current;
      if (inner?.shouldComponentUpdate) return inner.shouldComponentUpdate(next);
      const [before, after] = [
        this.props as unknown as Record<string, unknown>,
        next as unknown as Record<string, unknown>,
      ];
      return ["value", "classNameWrapper", "hasActiveStyle"].some((key) => before[key] !== after[key]);
    }

    focus(path?: string): void {
      const inner = this.inner.current;
      if (inner?.focus) inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    }

    getValidateValue(): unknown {
      return this.inner.current?.getValidateValue?.() ?? this.props.value;
    }

    render() {
      return <Control ref={this.inner} {...this.props} />;
    }
  };
}

interface Registry {
  getWidget(name: string): (Record<string, unknown> & { control: unknown; preview?: unknown }) | undefined;
  registerWidget(widget: Record<string, unknown>): void;
}

export function registerCheckedWidgets(cms: Registry): void {
  for (const name of checkedWidgets) {
    const widget = cms.getWidget(name);
    if (!widget) throw new Error(`The content manager has no "${name}" widget to check.`);
    const { control, preview, ...options } = widget;
    cms.registerWidget({
      ...options,
      name,
      controlComponent: checkedControl(control as ComponentType<Props & { ref: RefObject<Inner> }>),
      previewComponent: preview,
    });
  }
}
