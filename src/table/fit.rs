//! The board's cards are sized from the room the rest of the table leaves (`static/style.css`:
//! the bar, the decision bar, the log summary, the panels, gaps and paddings). The stylesheet
//! holds a figure per kind of screen (`--chrome`, plus the open panels' `--x-*`); after every
//! render of the table, and when the window is resized, what the rest takes is measured from the
//! page — the table's height less the board's row, with a margin — and set on the table as
//! `--chrome-m` when it changed. The cards leave room for the larger of the two, so a status or a
//! question that wraps onto more lines (a defender's long status in Japanese, a two-line prompt)
//! takes its room from the cards instead of pushing the own hand off the screen.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The table's own margin (`.table` is `100dvh - 16px` tall) and the room the size formulas of
/// the sides want beyond what they count (the stylesheet's figures hold as much: 134 px for the
/// 126 px measured with a mouse).
const TABLE_MARGIN: f64 = 16.0 + 8.0;

/// What the rest of the table takes, in whole CSS pixels: `table_height` (the `.table` box)
/// less `main_height` (its `.table-main` row, which takes what is left), plus the margins.
#[must_use]
pub fn chrome(table_height: f64, main_height: f64) -> i64 {
    (TABLE_MARGIN + (table_height - main_height).max(0.0)).ceil() as i64
}

/// Measures the table and sets `--chrome-m` on it when it changed. Nothing when no table is shown.
pub fn measure() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(table) = doc.query_selector(".table").ok().flatten() else { return };
    let Some(main) = table.query_selector(":scope > .table-main").ok().flatten() else { return };
    let now = chrome(table.get_bounding_client_rect().height(), main.get_bounding_client_rect().height());
    let Ok(table) = table.dyn_into::<web_sys::HtmlElement>() else { return };
    let style = table.style();
    let value = format!("{now}px");
    if style.get_property_value("--chrome-m").ok().as_deref() != Some(value.as_str()) {
        let _ = style.set_property("--chrome-m", &value);
    }
}

/// Measures after every render of the table and whenever the window is resized.
#[hook]
pub fn use_fit() {
    use_effect(measure);
    use_effect_with((), |()| {
        let listener = web_sys::window().map(|w| gloo::events::EventListener::new(&w, "resize", |_| measure()));
        move || drop(listener)
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chrome is what the table leaves the board's row, with the table's margin, in whole
    /// pixels rounded up (a fraction too few would cut the hand by that fraction).
    #[test]
    fn the_chrome_is_the_table_less_the_boards_row() {
        assert_eq!(chrome(828.0, 700.0), 152);
        assert_eq!(chrome(828.0, 699.5), 153);
        assert_eq!(chrome(500.0, 600.0), 24, "never less than the margins");
    }
}
