//! Drag and drop with Pointer Events (mouse, touch, pen), shared by both tables.
//!
//! A press on an element starts a *track*. Moving it more than 8 px makes it a drag (if the
//! element is a source): a ghost follows the pointer and [`Drag::dragging`] says what is being
//! dragged, so the table can light up the legal targets. Releasing ends the drag: the table gets
//! the source and the `data-drop` values of the element under the pointer and of its marked
//! ancestors, innermost first (it takes the nearest lit one: a drop on a card inside a lit area
//! goes to the area). Holding still for half a second is a *hold* (how touch reads a card).
//!
//! Why it is built this way:
//! - Yew delegates events from the root, so `current_target` is not the card: the pointer is
//!   captured on the pressed element itself, and moves and the release bubble to the table root,
//!   which carries [`Drag::on_move`], [`Drag::on_up`] and [`Drag::on_cancel`].
//! - Pointer moves do not re-render: the track lives outside Yew state and the ghost is moved
//!   by its style; only the start and the end of a drag re-render.
//! - The browser may follow a release with a click on the pressed element. That one click (it
//!   comes in the same task) is swallowed ([`Drag::swallow_click`]), not the player's next tap.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, PointerEvent};
use yew::prelude::*;

/// Squared distance (px²) a press must move to become a drag.
const DRAG_THRESHOLD2: i32 = 64;
/// How long a still press takes to become a hold.
const HOLD_MS: u32 = 500;

struct Track<S> {
    source: Option<S>,
    pointer: i32,
    x0: i32,
    y0: i32,
    active: bool,
    held: bool,
}

/// The drag state of one table. Cheap to clone into callbacks.
pub struct Drag<S: 'static> {
    /// What is being dragged now, for highlighting.
    pub dragging: Option<S>,
    /// The ghost element that follows the pointer (render it with `ref={drag.ghost.clone()}`).
    pub ghost: NodeRef,
    set_dragging: UseStateHandle<Option<S>>,
    track: Rc<RefCell<Option<Track<S>>>>,
    hold: Rc<RefCell<Option<Timeout>>>,
    swallow: Rc<RefCell<bool>>,
    offset: (i32, i32),
}

impl<S: Copy + PartialEq + 'static> Clone for Drag<S> {
    fn clone(&self) -> Self {
        Drag {
            dragging: self.dragging,
            ghost: self.ghost.clone(),
            set_dragging: self.set_dragging.clone(),
            track: self.track.clone(),
            hold: self.hold.clone(),
            swallow: self.swallow.clone(),
            offset: self.offset,
        }
    }
}

/// The drag state of a table; `ghost_offset` places the ghost relative to the pointer.
#[hook]
pub fn use_drag<S: Copy + PartialEq + 'static>(ghost_offset: (i32, i32)) -> Drag<S> {
    let set_dragging = use_state(|| None::<S>);
    let track = use_mut_ref(|| None::<Track<S>>);
    let hold = use_mut_ref(|| None::<Timeout>);
    let swallow = use_mut_ref(|| false);
    let ghost = use_node_ref();
    Drag { dragging: *set_dragging, ghost, set_dragging, track, hold, swallow, offset: ghost_offset }
}

/// The `data-drop` values of the element under a point and of its marked ancestors, innermost
/// first (a card, then the area it lies in): the table takes the nearest one that is lit.
#[must_use]
pub fn drop_values_at(x: i32, y: i32) -> Vec<String> {
    let mut out = Vec::new();
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return out };
    let mut at = doc.element_from_point(x as f32, y as f32);
    while let Some(el) = at.and_then(|e| e.closest("[data-drop]").ok().flatten()) {
        out.extend(el.get_attribute("data-drop"));
        at = el.parent_element();
    }
    out
}

impl<S: Copy + PartialEq + 'static> Drag<S> {
    /// The `pointerdown` of an element: `source` when it can be dragged, `on_hold` when a
    /// still press should do something (show the card large).
    pub fn on_down(&self, source: Option<S>, on_hold: Option<Callback<()>>) -> Callback<PointerEvent> {
        let d = self.clone();
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 || (source.is_none() && on_hold.is_none()) {
                return;
            }
            if source.is_some() {
                let pressed = e.target().and_then(|t| t.dyn_into::<Element>().ok());
                if let Some(el) = pressed.and_then(|el| el.closest("button").ok().flatten()) {
                    let _ = el.set_pointer_capture(e.pointer_id());
                }
            }
            let pointer = e.pointer_id();
            *d.track.borrow_mut() = Some(Track { source, pointer, x0: e.client_x(), y0: e.client_y(), active: false, held: false });
            *d.hold.borrow_mut() = on_hold.clone().map(|on_hold| {
                let track = d.track.clone();
                Timeout::new(HOLD_MS, move || {
                    let mut t = track.borrow_mut();
                    if let Some(tr) = t.as_mut().filter(|tr| tr.pointer == pointer && !tr.active) {
                        tr.held = true;
                        drop(t);
                        on_hold.emit(());
                    }
                })
            });
        })
    }

    /// The table root's `pointermove`.
    pub fn on_move(&self) -> Callback<PointerEvent> {
        let d = self.clone();
        Callback::from(move |e: PointerEvent| {
            let mut t = d.track.borrow_mut();
            let Some(tr) = t.as_mut().filter(|tr| tr.pointer == e.pointer_id()) else { return };
            let (dx, dy) = (e.client_x() - tr.x0, e.client_y() - tr.y0);
            if !tr.active && dx * dx + dy * dy > DRAG_THRESHOLD2 {
                d.hold.borrow_mut().take();
                match tr.source {
                    Some(s) if !tr.held => {
                        tr.active = true;
                        d.set_dragging.set(Some(s));
                    }
                    _ => {
                        // Not draggable: the press is over.
                        *t = None;
                        return;
                    }
                }
            }
            if tr.active {
                e.prevent_default();
                if let Some(g) = d.ghost.cast::<HtmlElement>() {
                    let (ox, oy) = d.offset;
                    let _ = g.style().set_property("transform", &format!("translate({}px, {}px)", e.client_x() - ox, e.client_y() - oy));
                    let _ = g.style().set_property("display", "block");
                }
            }
        })
    }

    /// The table root's `pointerup`: `on_drop(source, the data-drop values under the pointer,
    /// innermost first)` ends a drag.
    pub fn on_up(&self, on_drop: Callback<(S, Vec<String>)>) -> Callback<PointerEvent> {
        let d = self.clone();
        Callback::from(move |e: PointerEvent| {
            if let Some(s) = d.end() {
                on_drop.emit((s, drop_values_at(e.client_x(), e.client_y())));
            }
        })
    }

    /// The table root's `pointercancel`: the drag ends where it started.
    pub fn on_cancel(&self) -> Callback<PointerEvent> {
        let d = self.clone();
        Callback::from(move |_e: PointerEvent| {
            d.end();
        })
    }

    /// Ends the press; the dragged source when it was a drag.
    fn end(&self) -> Option<S> {
        self.hold.borrow_mut().take();
        if let Some(g) = self.ghost.cast::<HtmlElement>() {
            let _ = g.style().set_property("display", "none");
        }
        let tr = self.track.borrow_mut().take()?;
        if !(tr.active || tr.held) {
            return None; // a tap: the click handler takes it
        }
        *self.swallow.borrow_mut() = true;
        let reset = self.swallow.clone();
        Timeout::new(0, move || *reset.borrow_mut() = false).forget();
        if tr.active {
            self.set_dragging.set(None);
            tr.source
        } else {
            None
        }
    }

    /// Drops whatever press or drag is under way, without a drop (the device changed hands).
    pub fn cancel(&self) {
        self.hold.borrow_mut().take();
        if let Some(g) = self.ghost.cast::<HtmlElement>() {
            let _ = g.style().set_property("display", "none");
        }
        self.track.borrow_mut().take();
        if self.dragging.is_some() {
            self.set_dragging.set(None);
        }
    }

    /// True for the click of the gesture that just ended a drag or a hold (and only that one).
    #[must_use]
    pub fn swallow_click(&self) -> bool {
        std::mem::take(&mut *self.swallow.borrow_mut())
    }
}
