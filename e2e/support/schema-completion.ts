// Schema completion in the editor, as the editor, local-Monaco and security-header specs all check it.
import { expect, type Page } from "@playwright/test";

/**
 * With surface.json open: a new property after its line 2, typed as `"skill`, and completion asked for (Ctrl+Space).
 * The suggestion `skill_url` comes from core's JSON Schema through Monaco's JSON worker. The list is closed after;
 * the typed text stays (undo it if the test goes on editing).
 */
export async function completeSkillUrl(page: Page): Promise<void> {
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+Home");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type('"skill');
  await page.keyboard.press("Control+Space");
  await expect(page.locator(".monaco-editor .suggest-widget")).toContainText("skill_url");
  await page.keyboard.press("Escape");
}
