import type { CmsWidgetControlProps } from "decap-cms-core";
import { Component, type ComponentType } from "react";
import { articleBodyProblem } from "#app/lib/content/article-body.ts";

type ControlProps = CmsWidgetControlProps<string | undefined>;

type Validity = true | { error: { message: string } };

/** Decap's Markdown editor with the build's article rules, which Decap asks before it saves. */
export function articleBodyControl(MarkdownControl: ComponentType<ControlProps>) {
  return class ArticleBodyControl extends Component<ControlProps> {
    isValid = (): Validity => {
      const problem = articleBodyProblem(this.props.value ?? "");
      return problem ? { error: { message: problem } } : true;
    };

    render() {
      return <MarkdownControl {...this.props} />;
    }
  };
}
