//! Answers: asking a player a decision and carrying out their answer to it (`answer`).

use super::*;

impl Game {
    // ------------------------------------------------------------------ the work stack

    pub(super) fn ask(&mut self, seat: Seat, kind: DecisionKind, cont: Cont) {
        self.st.pending = Some(Pending { seat, kind, cont });
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn ask_cards(&mut self, seat: Seat, prompt: Prompt, cands: &[u16], min: usize, max: usize, ctx: Option<&Ctx>, cont: Cont) {
        let candidates = cands.iter().map(|&s| self.st.obj(s).id).collect();
        let kind = DecisionKind::ChooseCards { prompt, candidates, min: min as u8, max: max as u8, source: ctx.map(|c| c.source) };
        self.ask(seat, kind, cont);
    }

    /// Answer a pending continuation with a choice (already validated as legal).
    pub(crate) fn answer(&mut self, seat: Seat, cont: Cont, choice: &crate::action::Choice) {
        use crate::action::Choice;
        let yes = matches!(choice, Choice::YesNo(true));
        let picked: Vec<u16> = match choice {
            Choice::Cards(ids) => ids.iter().filter_map(|&i| self.st.slot_of(i)).collect(),
            _ => Vec::new(),
        };
        let opt = match choice { Choice::Option(i) => usize::from(*i), _ => 0 };
        match cont {
            Cont::Flow => {}
            Cont::May(e, ctx) => {
                if yes {
                    self.st.work.push(Work::Eff(e, ctx));
                } else {
                    self.st.last_ok = false;
                    // a declined step that would have chosen cards chose none ([`Counted::Done`])
                    if matches!(*e, Effect::MoveChosen { .. } | Effect::Targeted { .. }) { self.st.chosen.clear(); }
                }
            }
            Cont::MayPay(cost, e, ctx) => if yes { self.push_paid(cost, *e, ctx) } else { self.st.last_ok = false },
            Cont::ChooseOne(opts, ctx) => if let Some(e) = opts.into_iter().nth(opt) { self.st.work.push(Work::Eff(Box::new(e), ctx)) },
            Cont::Act(act, ctx) => self.apply_act(&act, &picked, ctx),
            Cont::Pick { act, sel, picked: before, ctx } => self.picked_step(*act, *sel, before, &picked, ctx),
            Cont::HandOrDeckBottom { cards, ctx } => {
                // each leaves the field through the choke point, in the chosen order
                let moves: Vec<Work> = cards.iter().map(|&s| {
                    let bottom = picked.contains(&s);
                    let to = if bottom { Zone::Deck } else { Zone::Hand };
                    Work::Leave { target: self.st.obj(s).id, to, bottom, by: ctx.controller, used: Vec::new() }
                }).collect();
                self.st.work.extend(moves.into_iter().rev());
            }
            Cont::TrashHand { .. } => for &s in &picked { self.move_obj(s, Zone::Trash, false); },
            Cont::HandToDeck { bottom } => for &s in &picked { self.move_obj(s, Zone::Deck, bottom); },
            // carried out by hand: nothing left for the engine to do
            Cont::ByHand { .. } => {}
            Cont::Move { to } => {
                // an effect's pick is "that card" next; a cost's is not (it is no step)
                if self.st.paying_cost { self.move_to(&picked, to, seat) } else { self.moved_chosen(&picked, to, seat) }
                self.st.last_ok = !picked.is_empty();
            }
            Cont::SearchPick { looked, pick_to, rest, ctx } => {
                let mut remaining = looked.clone();
                remaining.retain(|s| !picked.contains(s));
                // Placing the rest happens after the picked cards are dealt with.
                self.st.work.push(Work::PlaceRest { cards: remaining, to: rest, seat });
                // shown to both players, unless added to the hand with no condition and no
                // "reveal" (11-2-1): then the move to the hand shows it to its owner only
                if pick_to != PickTo::HandUnrevealed {
                    for &s in &picked {
                        let cr = self.cref(s);
                        self.log(Event::Revealed { seat, card: cr });
                    }
                }
                match pick_to {
                    PickTo::Hand | PickTo::HandUnrevealed => for &s in &picked { self.move_obj(s, Zone::Hand, false); },
                    PickTo::Trash => for &s in &picked { self.move_obj(s, Zone::Trash, false); },
                    PickTo::Life { face_up } => self.move_to(&picked, Dest::Life { face_up }, seat),
                    PickTo::Play { rested } => for &s in picked.iter().rev() { self.st.work.push(Work::PlayObj { slot: s, rested, ctx }); },
                }
                self.st.last_ok = !picked.is_empty();
            }
            Cont::PlayChosen { rested, ctx } => {
                for &s in picked.iter().rev() { self.st.work.push(Work::PlayObj { slot: s, rested, ctx }); }
                self.st.last_ok = !picked.is_empty();
            }
            Cont::ReturnDon { remaining, as_cost, source } => {
                let from = self.don_sources(seat).get(opt).copied();
                match from.map(|f| self.return_don_from(seat, f, 1)) {
                    Some(1) if remaining > 1 => self.next_return_don(seat, remaining - 1, as_cost, source, true),
                    Some(1) => self.finish_return_don(seat, true, true, as_cost),
                    // (a pick is validated: a source is always there)
                    _ => self.finish_return_don(seat, false, false, as_cost),
                }
            }
            Cont::PlayEach(step) => match picked.first() {
                Some(&s) => {
                    let PlayEachStep { picked: mut before, left, alts, max, rested, ctx } = *step;
                    let left = self.left_after(&left, &alts, s);
                    before.push(s);
                    self.play_each(seat, before, left, alts, max, rested, ctx);
                }
                // the player stops: the cards picked so far are played
                None => {
                    let PlayEachStep { picked: before, alts, max, rested, ctx, .. } = *step;
                    self.play_each(seat, before, Vec::new(), alts, max, rested, ctx);
                }
            },
            Cont::GivenDon { remaining, moved, to, as_cost, ctx } => match picked.first() {
                Some(&s) if self.move_given_don(s, to, 1) == 1 => self.next_given_don(seat, remaining - 1, moved.saturating_add(1), to, as_cost, ctx),
                // none picked: an effect's "up to" stops here
                _ => self.finish_given_don(moved, false, as_cost),
            },
            // one receiver, or several ("… up to 1 rested DON!! card each"), in the field's order
            Cont::GiveDon { count, rested_only, .. } => {
                let mut any = false;
                for &s in &picked {
                    self.give_don(s, count, rested_only);
                    any |= self.st.last_ok;
                }
                self.st.last_ok = any;
            }
            Cont::ToLifeUpTo { remaining, face_up, added, ctx } => {
                let top = self.st.zones[ctx.controller].deck.last().copied();
                match top {
                    Some(s) if yes => {
                        self.move_obj(s, Zone::Life, false);
                        self.st.objs[s as usize].face_up = face_up;
                        self.st.work.push(Work::ToLifeUpTo { remaining: remaining - 1, face_up, added: added + 1, ctx });
                    }
                    _ => self.st.last_ok = added > 0,
                }
            }
            Cont::DeclareCost(ctx) => {
                self.st.declared = Some(opt as i32);
                self.st.chosen.clear();
                self.st.revealed = None;
                self.st.last_ok = false;
                if let Some(&s) = self.st.zones[ctx.controller.other()].deck.last() {
                    let card = self.cref(s);
                    self.log(Event::Revealed { seat: ctx.controller.other(), card });
                    self.st.chosen.push(card.id);
                    self.st.revealed = Some(card.id);
                    self.st.last_ok = true;
                }
            }
            Cont::ReturnDonMore { ctx } => {
                if yes {
                    self.st.work.push(Work::ReturnDonMore { ctx });
                    self.begin_return_don(ctx.controller, 1, true, Some(ctx.source));
                }
            }
            Cont::DrawUpTo { remaining, ctx } => {
                if yes && self.draw_one(ctx.controller) {
                    self.st.work.push(Work::DrawUpTo { remaining: remaining - 1, ctx });
                }
            }
            Cont::Replace { ko, rep, instead, ctx } => {
                if yes {
                    if let Some(Ability::Replacement { once_per_turn: true, .. }) = self.db.get(ctx.def).abilities.get(rep.1 as usize) {
                        self.st.once_used.push(rep);
                    }
                    self.replaced(instead, ctx);
                } else {
                    // 8-1-3-4-1: declined; not applied again in this chain.
                    self.st.work.push(*ko);
                }
            }
            Cont::MakeRoom { incoming, rested, ctx } => {
                // 3-7-6-1-1: a rule process; no effect applies (no K.O., no replacement).
                if let Some(&s) = picked.first() { self.move_obj(s, Zone::Trash, false); }
                let by_character = self.db.get(ctx.def).kind == CardKind::Character;
                self.put_character(incoming, rested, by_character);
            }
            Cont::PlaceRest { mut cards, to, seat } => {
                if let Some(&s) = picked.first() {
                    cards.retain(|&c| c != s);
                    self.move_obj(s, Zone::Deck, to == RestTo::BottomAnyOrder);
                }
                self.st.work.push(Work::PlaceRest { cards, to, seat });
            }
            Cont::RestChars { ctx } => for &s in &picked {
                if self.rest_slot(s) { self.rested_by_effect(ctx.controller, s); } else { self.st.cost_ok = false; }
            },
            Cont::ArrangeTop { looked, seat } => {
                // the picked cards go to the bottom, the others back on top; each pile in the
                // player's order
                let top: Vec<u16> = looked.iter().copied().filter(|s| !picked.contains(s)).collect();
                self.st.work.push(Work::PlaceRest { cards: top, to: RestTo::TopAnyOrder, seat });
                self.st.work.push(Work::PlaceRest { cards: picked, to: RestTo::BottomAnyOrder, seat });
            }
            Cont::LifeTopOrBottom { remaining, ctx, to } => {
                let life = &self.st.zones[ctx.controller].life;
                match if opt == 1 { life.first() } else { life.last() }.copied() {
                    Some(s) => {
                        self.move_obj(s, to, false);
                        self.life_top_or_bottom(remaining - 1, ctx, to);
                    }
                    None => self.st.cost_ok = false,
                }
            }
            Cont::DonOrCharacter { left, filter, ctx } => {
                if left > 0 {
                    self.st.work.push(Work::Eff(Box::new(Effect::RestDonOrCharacter { count: left, filter: (*filter).clone() }), ctx));
                }
                if opt == 0 {
                    self.st.last_ok = self.rest_don(seat.other(), 1) > 0;
                } else {
                    let sel = Selector::up_to(1, Side::Opponent, Targetable::Character, Filter { rested: Some(false), ..*filter });
                    self.st.work.push(Work::Eff(Box::new(Effect::Targeted { sel, act: Act::Rest }), ctx));
                }
            }
            Cont::ArrangeLifeSide { count, ctx } => {
                let who = if opt == 1 { seat.other() } else { seat };
                let life = &self.st.zones[who].life;
                let n = usize::from(count).min(life.len());
                if n == 0 { self.st.last_ok = false; return; }
                let looked: Vec<u16> = life[life.len() - n..].iter().rev().copied().collect();
                let cards = looked.iter().map(|&s| Hidden::Known(self.cref(s))).collect();
                self.log(Event::Looked { seat, cards });
                self.ask_cards(seat, Prompt::ToDeckBottom, &looked, 0, n, Some(&ctx), Cont::ArrangeLife { looked: looked.clone() });
            }
            Cont::ToLifeEnd { cards, face_up } => self.put_in_life(cards, face_up, opt == 1, seat),
            Cont::ToDeckEnd { cards } => {
                // in the order picked; a card that left the hand or trash meanwhile stays put
                for s in cards {
                    if matches!(self.st.obj(s).zone, Zone::Hand | Zone::Trash) {
                        self.move_obj(s, Zone::Deck, opt == 1);
                    }
                }
            }
            Cont::ArrangeLife { looked } => {
                // the picked cards go to the bottom of their Life, in the chosen order; the others
                // stay on top as they were
                for &s in &picked {
                    if looked.contains(&s) && self.st.obj(s).zone == Zone::Life {
                        let up = self.st.obj(s).face_up;
                        self.move_obj(s, Zone::Life, true);
                        self.st.objs[s as usize].face_up = up;
                    }
                }
            }
            Cont::MoveShown { to } => {
                for &s in &picked {
                    let cr = self.cref(s);
                    self.log(Event::Revealed { seat, card: cr });
                }
                self.move_to(&picked, to, seat);
                self.st.last_ok = !picked.is_empty();
            }
            Cont::FaceDown => for &s in &picked {
                if self.st.obj(s).zone == Zone::Life && self.st.obj(s).face_up { self.turn_life_face_down(s) } else { self.st.cost_ok = false }
            },
            Cont::LifeToDeckTop { who, ctx } => {
                for &s in &picked {
                    if self.st.obj(s).zone == Zone::Life { self.move_obj(s, Zone::Deck, false); }
                }
                self.order_life(who, ctx);
            }
            Cont::OrderLife { mut cards, ctx } => {
                if let Some(&s) = picked.first() {
                    if let Some(i) = cards.iter().position(|&c| c == s) {
                        self.place_on_life(cards.remove(i));
                    }
                }
                self.order_life_next(cards, ctx);
            }
            // the revealed cards are "the revealed card" of the effect (公開したカード)
            Cont::RevealHand { seat } => {
                for &s in &picked {
                    let cr = self.cref(s);
                    self.log(Event::Revealed { seat, card: cr });
                }
                self.st.chosen = picked.iter().map(|&s| self.st.obj(s).id).collect();
                self.st.revealed = self.st.chosen.first().copied();
            }
            Cont::PickTrigger(idx) => if let Some(&i) = idx.get(opt) { self.activate_trigger(i) },
            Cont::TriggerCost(t) => if yes {
                let ctx = Ctx { controller: t.controller, source: t.source, def: t.def };
                if self.can_pay(&self.auto_cost(&t), &ctx) { self.run_auto(&t, ctx) }
            },
            Cont::LifeTrigger { slot, .. } => {
                if yes {
                    // 10-1-5-3: the card is in no zone while its [Trigger] resolves.
                    let id = self.move_obj(slot, Zone::Resolving, false);
                    let def = self.st.obj(slot).def;
                    let cr = self.cref(slot);
                    self.log(Event::TriggerActivated { card: cr });
                    // "When a [Trigger] activates", "when your opponent activates an Event or [Trigger]"
                    self.next_batch();
                    self.detect(seat, None, |w| *w == When::TriggerActivates);
                    self.detect(seat.other(), None, |w| *w == When::TriggerActivates || matches!(w, When::OpponentActivatesEvent { or_trigger: true, .. }));
                    self.st.work.push(Work::ToTrashAfter(slot));
                    if let Some(e) = self.db.get(def).trigger.clone() {
                        self.st.work.push(Work::Eff(Box::new(e), Ctx { controller: seat, source: id, def }));
                    }
                } else {
                    self.move_obj(slot, Zone::Hand, false);
                }
            }
        }
    }
}
