//! The board's cards are sized from the room the rest of the table leaves (`static/style.css`:
//! the bar, the decision bar, the log summary, the panels, gaps and paddings). The stylesheet
//! holds a figure per kind of screen (`--chrome`, plus the open panels' `--x-*`); whenever the
//! board's row or the table changes size (a `ResizeObserver`, after the frame's layout), what the
//! rest takes is measured from the page — the table's height less the board's row, with a margin
//! — and set on the table as `--chrome-m` when it changed. The cards leave room for the larger of the two, so a status or a
//! question that wraps onto more lines (a defender's long status in Japanese, a two-line prompt)
//! takes its room from the cards instead of pushing the own hand off the screen.
//!
//! The figure set is not every measurement: it grows at once, but falls only when the rest of
//! the table takes at least [`SETTLE`] less than it, or when the table's size or its open panels
//! (judge tools, the log) change (then it is measured afresh). A status or a question that takes
//! a line more or less from one step to the next (a battle's status, the card a question is
//! about) then leaves every card its size: a change of `--chrome-m` re-styles and lays out the
//! whole board again, which was most of a replay's step (scripts/trace-replay.mjs).

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

/// How much less room the rest of the table must take before the cards grow again (CSS pixels):
/// more than a status's second line and the card a question is about (145 → 206 px measured on
/// a replay at 1100×900).
pub const SETTLE: i64 = 64;

/// The figure to set: `now` (just measured) when the table's size or open panels changed since
/// `kept` was set (`same` false) or there is none, else `kept` unless `now` is larger, or smaller
/// by [`SETTLE`] or more.
#[must_use]
pub fn settled(kept: Option<i64>, same: bool, now: i64) -> i64 {
    match kept {
        Some(k) if same && now <= k && k - now < SETTLE => k,
        _ => now,
    }
}

/// Measures the table and sets `--chrome-m` on it when the figure changes ([`settled`]); the
/// table's size and open panels the figure was measured with are kept beside it (`data-fit`).
/// Nothing when no table is shown.
pub fn measure() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(table) = doc.query_selector(".table").ok().flatten() else { return };
    let Some(main) = table.query_selector(":scope > .table-main").ok().flatten() else { return };
    let rect = table.get_bounding_client_rect();
    let now = chrome(rect.height(), main.get_bounding_client_rect().height());
    let open = |sel: &str| table.query_selector(sel).ok().flatten().is_some();
    // whole pixels: formatting a float would pull float printing into the page's wasm
    let key = format!("{}x{}{}{}", rect.width() as i64, rect.height() as i64, if open(":scope > .judge-tools") { " judge" } else { "" }, if open(":scope > .log[open]") { " log" } else { "" });
    let Ok(table) = table.dyn_into::<web_sys::HtmlElement>() else { return };
    let style = table.style();
    let old = style.get_property_value("--chrome-m").ok();
    let kept = old.as_deref().and_then(|v| v.strip_suffix("px")).and_then(|v| v.parse().ok());
    let same = table.get_attribute("data-fit").as_deref() == Some(key.as_str());
    let value = format!("{}px", settled(kept, same, now));
    if old.as_deref() != Some(value.as_str()) {
        let _ = style.set_property("--chrome-m", &value);
    }
    if !same {
        let _ = table.set_attribute("data-fit", &key);
    }
}

/// What a table observes: its `.table-main` (the element a `ResizeObserver` watches, with the
/// `.table`), the observer, and the callback it calls.
type Observed = (web_sys::Element, web_sys::ResizeObserver, wasm_bindgen::closure::Closure<dyn FnMut()>);

/// Measures whenever the board's row or the table changes size — what the rest of the table
/// takes changed, or the window did — from a `ResizeObserver`: it calls back once the frame is
/// laid out, before it is painted, so measuring reads the layout the frame has anyway instead of
/// forcing one after every render (a new `--chrome-m` is laid out before the same paint). The
/// battle's arrow is placed again then too (the cards may have changed size). The table's
/// elements are made anew after the curtain: each render checks that the ones shown are the
/// ones observed (a look-up, no layout).
#[hook]
pub fn use_fit() {
    let observed = use_mut_ref(|| None::<Observed>);
    {
        let observed = observed.clone();
        use_effect(move || {
            let doc = web_sys::window().and_then(|w| w.document());
            let table = doc.and_then(|d| d.query_selector(".table").ok().flatten());
            let main = table.as_ref().and_then(|t| t.query_selector(":scope > .table-main").ok().flatten());
            let mut o = observed.borrow_mut();
            if o.as_ref().map(|(m, _, _)| m) != main.as_ref() {
                if let Some((_, ro, _)) = o.take() {
                    ro.disconnect();
                }
                if let (Some(table), Some(main)) = (table, main) {
                    let cb = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(|| {
                        measure();
                        super::arrow::place();
                    });
                    if let Ok(ro) = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()) {
                        ro.observe(&table);
                        ro.observe(&main);
                        *o = Some((main, ro, cb));
                    }
                }
            }
        });
    }
    use_effect_with((), move |()| {
        move || {
            if let Some((_, ro, _)) = observed.borrow_mut().take() {
                ro.disconnect();
            }
        }
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

    /// The figure grows at once, keeps through a smaller change, falls by a large one, and is
    /// measured afresh when the table's size or panels changed.
    #[test]
    fn the_figure_settles() {
        assert_eq!(settled(None, false, 150), 150, "the first measurement");
        assert_eq!(settled(Some(150), true, 206), 206, "grows at once");
        assert_eq!(settled(Some(206), true, 145), 206, "a status a line shorter leaves the cards");
        assert_eq!(settled(Some(206), true, 206 - SETTLE), 206 - SETTLE, "a panel closed gives its room back");
        assert_eq!(settled(Some(206), false, 145), 145, "a resized table is measured afresh");
    }
}
