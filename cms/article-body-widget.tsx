import type { CmsWidgetControlProps } from "decap-cms-core";
import { Component, type ComponentType } from "react";
import { articleBodyProblem } from "#app/lib/content/article-body.ts";

type ControlProps = CmsWidgetControlProps<string | undefined>;

type Validity = true | { error: { message: string } };

/**
 * Decap's Markdown editor with the article rules of the build: Decap asks a control's `isValid`
 * before it saves, so a writer sees "The article has 900 words; it needs 1300 to 2700" in the
 * editor instead of a failed build.
 */
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
